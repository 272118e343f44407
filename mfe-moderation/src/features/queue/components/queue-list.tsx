import { Link } from '@journeys/shared/router';
import { apiBaseUrl, errorMessage } from '@journeys/shared/api';
import { formatLongDate } from '@journeys/shared/rules';
import { Card } from '@journeys/shared/ui/card';
import { useModerationQueue } from '../api/use-moderation-queue';
import { ITEM_LABELS, STATUS_LABELS, itemKey, reasonLabel } from '../utils/labels';
import styles from './moderation.module.css';

/** CSS pixels; the API's smallest file is 400 wide, enough for a sharp thumbnail. */
const THUMBNAIL_WIDTH = 160;

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
        <Card as="li" flat key={itemKey(item.itemType, item.itemId)}>
          <p className={styles.entryHead}>
            <strong>{ITEM_LABELS[item.itemType]}</strong>
            <span>{item.author ? `by ${item.author.username}` : 'by a deleted member'}</span>
            <span className={styles.status}>{STATUS_LABELS[item.status]}</span>
          </p>
          {item.thumbnail !== undefined && (
            // A photo's description is its alt text, as on the site; the URL is signed for moderators.
            <img
              className={styles.thumbnail}
              src={`${apiBaseUrl()}${item.thumbnail}`}
              alt={item.excerpt}
              width={THUMBNAIL_WIDTH}
              loading="lazy"
            />
          )}
          <p className={styles.excerpt}>{item.excerpt || '(no text)'}</p>
          {item.context !== undefined && (
            <p className={styles.meta}>In the update: {item.context || '(no text)'}</p>
          )}
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
        </Card>
      ))}
    </ol>
  );
}
