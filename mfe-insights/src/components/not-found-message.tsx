import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';
import styles from './not-found-message.module.css';

export const NOT_FOUND_TITLE = 'Not Found';

/**
 * The site's Not Found presentation (the shell's own, shell/src/pages/not-found-message.tsx,
 * which a remote cannot import): same heading, text and way out.
 */
export function NotFoundMessage() {
  usePageMeta(pageTitle(NOT_FOUND_TITLE), 'There is nothing at this address.');
  return (
    <section className={styles.page}>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>There is nothing at this address.</p>
      <Link to={paths.feed()}>Go to Surgeries</Link>
    </section>
  );
}
