import { useId } from 'react';
import { Button } from '@journeys/shared/ui/button';
import { useSession } from '@journeys/shared/session';
import { useT } from '../messages';
import { useNotifications } from '../hooks/use-notifications';
import { DeviceNotifications } from './device-notifications';
import { NotificationCard } from './notification-card';
import styles from './notifications-page.module.css';

/** /notifications (docs/product.md §2 Notifications screen), newest first, a page at a time. */
export function NotificationsPage() {
  const t = useT();
  const page = useNotifications();
  const { items, actionError } = page;
  const titleId = useId();
  const unread = items.filter((n) => !n.isRead).length;
  const signedIn = useSession((s) => s.user != null);

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {t('title')}
        </h1>
        {unread > 0 && (
          <Button variant="primary" outline className={styles.action} onClick={() => void page.markAllRead()}>
            {t('markAll')}
          </Button>
        )}
      </div>

      {signedIn && <DeviceNotifications />}

      {actionError && (
        <p role="alert" className={styles.error}>
          {actionError}
        </p>
      )}

      {page.status === 'loading' && <p role="status">{t('loading')}</p>}

      {page.status === 'error' && (
        <div className={styles.failure}>
          <p role="alert" className={styles.error}>
            {page.error}
          </p>
          <Button variant="primary" outline className={styles.action} onClick={page.retry}>
            {t('retry')}
          </Button>
        </div>
      )}

      {page.status === 'ready' && items.length === 0 && <p className={styles.empty}>{t('empty')}</p>}

      {items.length > 0 && (
        <ul className={styles.list} aria-label={t('list', { total: items.length, unread })}>
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
            {page.loadingMore ? t('loadingMore') : t('loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
