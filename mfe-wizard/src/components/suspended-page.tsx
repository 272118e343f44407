import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { suspendedText } from '@journeys/shared/ui/moderation-notice';

/** In place of a form while the member is suspended; the API refuses the post anyway (403). */
export function SuspendedPage({ until }: { until: string }) {
  return (
    <section aria-labelledby="suspended-heading">
      <h1 id="suspended-heading">Your account is suspended</h1>
      <p role="note">{suspendedText(until)}</p>
      <p>
        <Link to={paths.communityRules()}>Community rules</Link> ·{' '}
        <Link to={paths.feed()}>Back to Surgeries</Link>
      </p>
    </section>
  );
}
