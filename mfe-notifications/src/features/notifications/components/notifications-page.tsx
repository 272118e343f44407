import { useId } from 'react';
import { useNotifications } from '../hooks/use-notifications';
import { NotificationCard } from './notification-card';
import styles from './notifications-page.module.css';

export const EMPTY_TEXT = 'You do not have any notifications at this time.';

/** /notifications (docs/product.md §2 Notifications screen). */
export function NotificationsPage() {
  const { state, reload, markAllRead, markRead, actionError } = useNotifications();
  const titleId = useId();
  const items = state.status === 'ready' ? state.items : [];
  const unread = items.filter((n) => !n.isRead).length;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          Notifications
        </h1>
        {unread > 0 && (
          <button type="button" className={styles.markAll} onClick={() => void markAllRead()}>
            Mark all as read
          </button>
        )}
      </div>

      {actionError && (
        <p role="alert" className={styles.error}>
          {actionError}
        </p>
      )}

      {state.status === 'loading' && <p role="status">Loading notifications...</p>}

      {state.status === 'error' && (
        <div className={styles.failure}>
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
          <button type="button" className={styles.retry} onClick={reload}>
            Retry
          </button>
        </div>
      )}

      {state.status === 'ready' && items.length === 0 && <p className={styles.empty}>{EMPTY_TEXT}</p>}

      {items.length > 0 && (
        <ul className={styles.list} aria-label={`${items.length} notifications, ${unread} unread`}>
          {items.map((n) => (
            <li key={n.id}>
              <NotificationCard notification={n} markRead={markRead} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
