import type { MouseEvent } from 'react';
import { Link, useNavigate } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { formatLongDate, formatRelativeTime, type Notification } from '@journeys/shared/rules';
import { Avatar } from '@journeys/shared/ui/avatar';
import { cardClass } from '@journeys/shared/ui/card';
import styles from './notification-card.module.css';

export const REPLY_HEADER = 'Replied to your comment';
export const COMMENT_HEADER = 'Commented on your Surgery';
export const FOLLOWED_UPDATE_HEADER = 'Posted an update on a surgery you follow';
export const MODERATION_HEADER = 'A note from the moderators';
/** Who a notification without a member is from: moderators are never named, an erased member has no name. */
export const MODERATORS = 'Moderators';
export const DELETED_MEMBER = 'Deleted member';

const HEADERS: Record<Notification['kind'], string> = {
  comment: COMMENT_HEADER,
  reply: REPLY_HEADER,
  followed_update: FOLLOWED_UPDATE_HEADER,
  moderation: MODERATION_HEADER,
};

/** Where each kind leads: the comment in its thread, the followed surgery, or what the moderators acted on. */
function targetOf(n: Notification): string {
  if (n.kind === 'moderation' || n.reviewId == null) {
    return n.reviewId != null ? paths.feed({ surgery: n.reviewId }) : paths.account();
  }
  if (n.kind === 'followed_update') return paths.feed({ surgery: n.reviewId });
  return paths.feed({ surgery: n.reviewId, comment: n.sourceCommentId ?? undefined });
}

export interface NotificationCardProps {
  notification: Notification;
  markRead(id: number): Promise<void>;
}

/** A link, so it can also open in a new tab; a plain click marks it read before leaving. */
export function NotificationCard({ notification: n, markRead }: NotificationCardProps) {
  const navigate = useNavigate();
  const href = targetOf(n);
  const from = n.patient?.username ?? (n.kind === 'moderation' ? MODERATORS : DELETED_MEMBER);

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
    <Link
      to={href}
      onClick={onClick}
      className={cardClass({}, n.isRead ? styles.card : `${styles.card} ${styles.unread}`)}
    >
      <Avatar username={from} image={n.patient?.image} background={n.patient?.background} decorative />
      <span className={styles.body}>
        <span className={styles.meta}>
          <span className={styles.username}>{from}</span>
          <time dateTime={n.createdAt} title={formatLongDate(n.createdAt)} className={styles.time}>
            {formatRelativeTime(n.createdAt)}
          </time>
          {!n.isRead && <span className="sj-visually-hidden">Unread</span>}
        </span>
        <span className={styles.header}>{HEADERS[n.kind]}</span>
        <span className={styles.text}>{n.text}</span>
      </span>
      {!n.isRead && <span className={styles.dot} aria-hidden="true" />}
    </Link>
  );
}
