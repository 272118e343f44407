import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import styles from './error-page.module.css';

export function NotFoundMessage() {
  return (
    <main className={styles.page}>
      <h1>Not Found</h1>
      <p>There is nothing at this address.</p>
      <Link to={paths.feed()}>Go to Surgeries</Link>
    </main>
  );
}
