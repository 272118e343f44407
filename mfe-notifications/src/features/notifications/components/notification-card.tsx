import type { MouseEvent } from 'react';
import { Link, useNavigate } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { formatLongDate, formatRelativeTime, type Notification } from '@journeys/shared/rules';
import { Avatar } from '@journeys/shared/ui/avatar';
import styles from './notification-card.module.css';

export const REPLY_HEADER = 'Replied to your comment';
export const COMMENT_HEADER = 'Commented on your Surgery';

export interface NotificationCardProps {
  notification: Notification;
  markRead(id: number): Promise<void>;
}

/** A link, so it can also open in a new tab; a plain click marks it read before leaving. */
export function NotificationCard({ notification: n, markRead }: NotificationCardProps) {
  const navigate = useNavigate();
  const href = paths.feed({ surgery: n.reviewId, comment: n.sourceCommentId });

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (n.isRead) return;
    const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (newTab) {
      void markRead(n.id);
      return;
    }
    event.preventDefault();
    void markRead(n.id).finally(() => navigate(href));
  };

  return (
    <Link to={href} onClick={onClick} className={n.isRead ? styles.card : `${styles.card} ${styles.unread}`}>
      <Avatar
        username={n.patient.username}
        image={n.patient.image}
        background={n.patient.background}
        decorative
      />
      <span className={styles.body}>
        <span className={styles.meta}>
          <span className={styles.username}>{n.patient.username}</span>
          <time dateTime={n.createdAt} title={formatLongDate(n.createdAt)} className={styles.time}>
            {formatRelativeTime(n.createdAt)}
          </time>
          {!n.isRead && <span className="sj-visually-hidden">Unread</span>}
        </span>
        <span className={styles.header}>{n.commentId != null ? REPLY_HEADER : COMMENT_HEADER}</span>
        <span className={styles.text}>{n.text}</span>
      </span>
      {!n.isRead && <span className={styles.dot} aria-hidden="true" />}
    </Link>
  );
}
