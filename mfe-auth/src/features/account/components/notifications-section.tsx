import { lazy, Suspense } from 'react';
import { NOTIFICATION_SETTINGS_ID } from '@journeys/shared/contracts';
import { useT } from '../../../messages';
import { useEmailPreferences } from '../api/use-email-preferences';
import { usePushPreferences } from '../api/use-push-preferences';
import { AccountSection } from './account-section';

// Below the fold, with push on this device and the settings table: a chunk of its own, so the
// page's first part stays within the remote's budget.
const NotificationsPanel = lazy(() =>
  import('./notifications/notifications-panel').then((m) => ({ default: m.NotificationsPanel })),
);

/**
 * Push on this device, and which kinds of notification come by email and by push; the
 * notifications page links here (paths.notificationSettings()).
 */
export function NotificationsSection() {
  const t = useT();
  // Asked for here, while the panel's code is still on its way.
  const email = useEmailPreferences();
  const push = usePushPreferences();
  return (
    <AccountSection title={t('notifications')} id={NOTIFICATION_SETTINGS_ID}>
      <Suspense fallback={<p role="status">{t('loadingPrefs')}</p>}>
        <NotificationsPanel email={email} push={push} />
      </Suspense>
    </AccountSection>
  );
}
