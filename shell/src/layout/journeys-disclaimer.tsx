import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import styles from './journeys-disclaimer.module.css';
import { useT } from '../messages';

/** The one line every page of journeys or their figures carries (module map `journeys: true`). */
export function JourneysDisclaimer() {
  const t = useT();
  return (
    <p className={styles.line}>
      {t('disclaimer')} <Link to={paths.communityRules()}>{t('rules')}</Link>
    </p>
  );
}
