import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import styles from './error-page.module.css';

/** docs/product.md §2: a routing failure shows a generic 'Unexpected Application Error' page. */
export function ErrorPage({ detail }: { detail?: string }) {
  return (
    <main className={styles.page}>
      <h1>Unexpected Application Error</h1>
      {detail && <p className={styles.detail}>{detail}</p>}
      <a href={paths.feed()} className={styles.link}>
        Go to Surgeries
      </a>
      <Link to={paths.landing()} className={styles.link}>
        Home
      </Link>
    </main>
  );
}
