import { Link } from '@journeys/shared/router';
import { errorMessage } from '@journeys/shared/api';
import { formatLongDate } from '@journeys/shared/rules';
import { useModerationQueue } from '../api/use-moderation-queue';
import { ITEM_LABELS, STATUS_LABELS, itemKey, reasonLabel } from '../utils/labels';
import styles from './moderation.module.css';

const reports = (count: number) => (count === 1 ? '1 report' : `${count} reports`);

export function QueueList() {
  const queue = useModerationQueue();
  if (queue.isPending) return <p role="status">Loading the queue…</p>;
  if (queue.isError)
    return (
      <p role="alert" className={styles.error}>
        {errorMessage(queue.error, 'The queue could not be loaded')}
      </p>
    );
  if (queue.data.items.length === 0) return <p>Nothing is waiting for a moderator.</p>;

  return (
    <ol className={styles.queue} aria-label="Reported items">
      {queue.data.items.map((item) => (
        <li key={itemKey(item.itemType, item.itemId)} className={styles.entry}>
          <p className={styles.entryHead}>
            <strong>{ITEM_LABELS[item.itemType]}</strong>
            <span>{item.author ? `by ${item.author.username}` : 'by a deleted member'}</span>
            <span className={styles.status}>{STATUS_LABELS[item.status]}</span>
          </p>
          <p className={styles.excerpt}>{item.excerpt || '(no text)'}</p>
          <p className={styles.meta}>
            {item.reportCount > 0 && <span>{reports(item.reportCount)}</span>}
            <span>{item.reasons.map(reasonLabel).join(', ')}</span>
            <span>
              since <time dateTime={item.firstReportedAt}>{formatLongDate(item.firstReportedAt)}</time>
            </span>
          </p>
          <Link
            to={`?item=${itemKey(item.itemType, item.itemId)}`}
            className={styles.open}
            aria-label={`Open ${ITEM_LABELS[item.itemType].toLowerCase()}: ${item.excerpt.slice(0, 60)}`}
          >
            Open
          </Link>
        </li>
      ))}
    </ol>
  );
}
