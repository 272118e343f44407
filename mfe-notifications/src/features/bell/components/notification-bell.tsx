import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { useT } from '../../../messages';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { useUnreadCount } from '../hooks/use-unread-count';
import styles from './notification-bell.module.css';

const BADGE_MAX = 99;

/** The header bell (docs/product.md §2 Header): unread count, live through the notification stream. */
export function NotificationBell() {
  const t = useT();
  const { count, stream } = useUnreadCount();
  useNotificationStream(stream);

  return (
    <Link to={paths.notifications()} className={styles.bell} aria-label={t('bell', { count })}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      )}
    </Link>
  );
}
