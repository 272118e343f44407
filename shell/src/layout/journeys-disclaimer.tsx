import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import styles from './journeys-disclaimer.module.css';

/** The one line every page of journeys or their figures carries (module map `journeys: true`). */
export function JourneysDisclaimer() {
  return (
    <p className={styles.line}>
      These are personal experiences, not medical advice.{' '}
      <Link to={paths.communityRules()}>Community rules</Link>
    </p>
  );
}
