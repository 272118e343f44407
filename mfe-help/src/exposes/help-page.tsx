import type { RoutePageProps } from '@journeys/shared/contracts';
import { useT } from '../messages';

/** The Help page: /help in the composed site, given its route's params. */
export default function HelpPage(_props: RoutePageProps) {
  const t = useT();
  return (
    <section>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
    </section>
  );
}
