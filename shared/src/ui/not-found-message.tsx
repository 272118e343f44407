import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { common } from '@journeys/shared/i18n';
import { usePageMeta } from './use-page-meta';
import styles from './not-found-message.module.css';

/**
 * The site's one Not Found presentation, for the shell and the remotes alike: a heading, a line
 * of text and the way back to the surgeries. A remote's page also names the tab (`titled`); the
 * shell titles its own pages.
 */
export function NotFoundMessage({ titled = false }: { titled?: boolean }) {
  const t = common.useT();
  usePageMeta(titled ? t('notFound') : undefined, titled ? t('nothingHere') : undefined);
  return (
    <section className={styles.page}>
      <h1>{t('notFound')}</h1>
      <p>{t('nothingHere')}</p>
      <Link to={paths.feed()}>{t('goToSurgeries')}</Link>
    </section>
  );
}
