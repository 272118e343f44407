import { useId } from 'react';
import type { EmailPreferences, PushPreferences } from '@journeys/shared/account-api';
import { DevicePush } from '@journeys/shared/push';
import { FormAlert } from '../../../../components/form-alert';
import { useT as useAuthT } from '../../../../messages';
import { useT } from './messages';
import { NotificationSettingsForm } from './notification-settings-form';
import styles from './notification-settings.module.css';

/** What the panel needs of a preferences query. */
interface Loaded<T> {
  data: T | undefined;
  isError: boolean;
  isPending: boolean;
}

/** The Notifications section's content: push on this device, then each kind by email and by push. */
export function NotificationsPanel({
  email,
  push,
}: {
  email: Loaded<EmailPreferences>;
  push: Loaded<PushPreferences>;
}) {
  const t = useT();
  const authT = useAuthT();
  const deviceId = useId();
  const kindsId = useId();
  const failed = email.isError || push.isError;

  return (
    <>
      <section aria-labelledby={deviceId} className={styles.part}>
        <h3 id={deviceId} className={styles.subheading}>
          {t('thisDevice')}
        </h3>
        <DevicePush />
      </section>
      <section aria-labelledby={kindsId} className={styles.part}>
        <h3 id={kindsId} className={styles.subheading}>
          {t('whatYouGet')}
        </h3>
        {email.data && push.data && (
          <NotificationSettingsForm settings={{ email: email.data, push: push.data }} labelledBy={kindsId} />
        )}
        {failed && <FormAlert message={t('prefsLoadFailed')} />}
        {!failed && (email.isPending || push.isPending) && <p role="status">{authT('loadingPrefs')}</p>}
      </section>
    </>
  );
}
