import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import styles from './error-page.module.css';

/** A page of the layout whose address names nothing (its `main` is the layout's). */
export function NotFoundMessage() {
  return (
    <div className={styles.page}>
      <h1>Not Found</h1>
      <p>There is nothing at this address.</p>
      <Link to={paths.feed()}>Go to Surgeries</Link>
    </div>
  );
}
