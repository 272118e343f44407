import { useId } from 'react';
import { Button } from '@journeys/shared/ui/button';
import { useNotifications } from '../hooks/use-notifications';
import { NotificationCard } from './notification-card';
import styles from './notifications-page.module.css';

export const EMPTY_TEXT = 'You do not have any notifications at this time.';

/** /notifications (docs/product.md §2 Notifications screen), newest first, a page at a time. */
export function NotificationsPage() {
  const page = useNotifications();
  const { items, actionError } = page;
  const titleId = useId();
  const unread = items.filter((n) => !n.isRead).length;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          Notifications
        </h1>
        {unread > 0 && (
          <Button variant="primary" outline className={styles.action} onClick={() => void page.markAllRead()}>
            Mark all as read
          </Button>
        )}
      </div>

      {actionError && (
        <p role="alert" className={styles.error}>
          {actionError}
        </p>
      )}

      {page.status === 'loading' && <p role="status">Loading notifications...</p>}

      {page.status === 'error' && (
        <div className={styles.failure}>
          <p role="alert" className={styles.error}>
            {page.error}
          </p>
          <Button variant="primary" outline className={styles.action} onClick={page.retry}>
            Retry
          </Button>
        </div>
      )}

      {page.status === 'ready' && items.length === 0 && <p className={styles.empty}>{EMPTY_TEXT}</p>}

      {items.length > 0 && (
        <ul className={styles.list} aria-label={`${items.length} notifications, ${unread} unread`}>
          {items.map((n) => (
            <li key={n.id}>
              <NotificationCard notification={n} markRead={page.markRead} />
            </li>
          ))}
        </ul>
      )}

      {page.hasMore && (
        <div className={styles.more}>
          {page.moreError && (
            <p role="alert" className={styles.error}>
              {page.moreError}
            </p>
          )}
          <Button
            variant="primary"
            outline
            className={styles.action}
            onClick={page.loadMore}
            disabled={page.loadingMore}
          >
            {page.loadingMore ? 'Loading more...' : 'Load more'}
          </Button>
        </div>
      )}
    </section>
  );
}
