import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { buttonClass } from '@journeys/shared/ui/button';
import styles from './feed.module.css';

/** `?surgery=` names no surgery: a bad id, one that never existed, or one deleted since. */
export function MissingSurgery() {
  return (
    <div className={styles.missing}>
      <p>This surgery does not exist or was deleted</p>
      <Link className={buttonClass({ variant: 'primary', outline: true }, styles.button)} to={paths.feed()}>
        All surgeries
      </Link>
    </div>
  );
}
