import type { MouseEvent } from 'react';
import { Link, useNavigate } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { formatLongDate, formatRelativeTime, type Notification } from '@journeys/shared/rules';
import { Avatar } from '@journeys/shared/ui/avatar';
import { cardClass } from '@journeys/shared/ui/card';
import { useLanguage } from '@journeys/shared/i18n';
import { useT } from '../messages';
import styles from './notification-card.module.css';

/**
 * Where each kind leads: the comment in its thread, the surgery with the new update (followed, or
 * the member's own when a caregiver posted), or what the moderators acted on.
 */
function targetOf(n: Notification): string {
  if (n.kind === 'moderation' || n.reviewId == null) {
    return n.reviewId != null ? paths.feed({ surgery: n.reviewId }) : paths.account();
  }
  if (n.kind === 'followed_update' || n.kind === 'caregiver_update')
    return paths.feed({ surgery: n.reviewId });
  return paths.feed({ surgery: n.reviewId, comment: n.sourceCommentId ?? undefined });
}

export interface NotificationCardProps {
  notification: Notification;
  markRead(id: number): Promise<void>;
}

/** A link, so it can also open in a new tab; a plain click marks it read before leaving. */
export function NotificationCard({ notification: n, markRead }: NotificationCardProps) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const href = targetOf(n);
  // Who a notification without a member is from: moderators are never named, an erased member has no name.
  const from = n.patient?.username ?? t(n.kind === 'moderation' ? 'moderators' : 'deletedMember');

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
          <time dateTime={n.createdAt} title={formatLongDate(n.createdAt, language)} className={styles.time}>
            {formatRelativeTime(n.createdAt, undefined, language)}
          </time>
          {!n.isRead && <span className="sj-visually-hidden">{t('unread')}</span>}
        </span>
        <span className={styles.header}>{t('header', { kind: n.kind })}</span>
        <span className={styles.text}>{n.text}</span>
      </span>
      {!n.isRead && <span className={styles.dot} aria-hidden="true" />}
    </Link>
  );
}
