import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { buttonClass } from '@journeys/shared/ui/button';
import { useT } from '../../../messages';
import styles from './feed.module.css';

/** `?surgery=` names no surgery: a bad id, one that never existed, or one deleted since. */
export function MissingSurgery() {
  const t = useT();
  return (
    <div className={styles.missing}>
      <p>{t('missing')}</p>
      <Link className={buttonClass({ variant: 'primary', outline: true }, styles.button)} to={paths.feed()}>
        {t('allSurg')}
      </Link>
    </div>
  );
}
