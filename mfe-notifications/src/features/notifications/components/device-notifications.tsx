import { useId } from 'react';
import { paths } from '@journeys/shared/contracts';
import { DevicePush } from '@journeys/shared/push';
import { Link } from '@journeys/shared/router';
import { useT } from '../messages';
import styles from './notifications-page.module.css';

/** Push on this device, and the way to the account page's per-kind settings. */
export function DeviceNotifications() {
  const t = useT();
  const headingId = useId();
  return (
    <section className={styles.device} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.deviceTitle}>
        {t('thisDevice')}
      </h2>
      <DevicePush />
      <Link to={paths.notificationSettings()} className={styles.settings}>
        {t('settings')}
      </Link>
    </section>
  );
}
