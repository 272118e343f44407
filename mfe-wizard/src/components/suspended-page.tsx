import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { SuspendedText } from '@journeys/shared/ui/moderation-notice';
import { useT } from '../messages';

/** In place of a form while the member is suspended; the API refuses the post anyway (403). */
export function SuspendedPage({ until }: { until: string }) {
  const t = useT();
  return (
    <section aria-labelledby="suspended-heading">
      <h1 id="suspended-heading">{t('suspendedTitle')}</h1>
      <p role="note">
        <SuspendedText until={until} />
      </p>
      <p>
        <Link to={paths.communityRules()}>{t('communityRules')}</Link> ·{' '}
        <Link to={paths.feed()}>{t('suspendedBack')}</Link>
      </p>
    </section>
  );
}
