import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { usePageMeta } from '../lib/use-page-meta';
import { useT } from '../messages';
import styles from './not-found-message.module.css';

/**
 * The site's Not Found presentation (the shell's own, shell/src/pages/not-found-message.tsx,
 * which a remote cannot import): same heading, text and way out.
 */
export function NotFoundMessage() {
  const t = useT();
  usePageMeta(t('title', { page: t('notFound') }), t('notFoundText'));
  return (
    <section className={styles.page}>
      <h1>{t('notFound')}</h1>
      <p>{t('notFoundText')}</p>
      <Link to={paths.feed()}>{t('goToSurgeries')}</Link>
    </section>
  );
}
