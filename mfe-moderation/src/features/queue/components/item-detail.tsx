import { Link } from '@journeys/shared/router';
import { errorMessage } from '@journeys/shared/api';
import { formatLongDate, type ModerationItem, type ModerationItemType } from '@journeys/shared/rules';
import { Button } from '@journeys/shared/ui/button';
import { Card } from '@journeys/shared/ui/card';
import { useModerationItem } from '../api/use-moderation-item';
import { ACTION_LABELS, ITEM_LABELS, REASON_LABELS, STATUS_LABELS } from '../utils/labels';
import { ActionForm } from './action-form';
import styles from './moderation.module.css';

interface ItemDetailProps {
  itemType: ModerationItemType;
  itemId: number;
  onBack(): void;
}

export function ItemDetail({ itemType, itemId, onBack }: ItemDetailProps) {
  const item = useModerationItem(itemType, itemId);
  return (
    <>
      <Button variant="link" className={styles.back} onClick={onBack}>
        ← Back to the queue
      </Button>
      {item.isPending ? (
        <p role="status">Loading…</p>
      ) : item.isError ? (
        <p role="alert" className={styles.error}>
          {errorMessage(item.error, 'This item could not be loaded')}
        </p>
      ) : (
        <ItemView item={item.data} />
      )}
    </>
  );
}

function ItemView({ item }: { item: ModerationItem }) {
  const { content, author } = item;
  return (
    <Card as="article" flat className={styles.detail} aria-labelledby="moderation-item">
      <h2 id="moderation-item">
        {ITEM_LABELS[item.itemType]} · <span className={styles.status}>{STATUS_LABELS[item.status]}</span>
      </h2>

      <section aria-labelledby="moderation-content">
        <h3 id="moderation-content">Content</h3>
        {content.surgeryTitle && <p className={styles.meta}>On the surgery: {content.surgeryTitle}</p>}
        {content.parentText && (
          <blockquote className={styles.parent}>
            <span className={styles.meta}>
              {item.itemType === 'photo' ? 'In the update:' : 'In reply to:'}
            </span>{' '}
            {content.parentText}
          </blockquote>
        )}
        <p className={styles.content}>{content.text || '(no text)'}</p>
        <Link to={content.link}>See it where it was posted</Link>
      </section>

      <section aria-labelledby="moderation-reports">
        <h3 id="moderation-reports">Reports ({item.reports.length})</h3>
        {item.reports.length === 0 ? (
          <p>No open reports: a first post with a link, checked before others see it.</p>
        ) : (
          <ul className={styles.list}>
            {item.reports.map((report, index) => (
              <li key={`${report.createdAt}-${index}`}>
                <strong>{REASON_LABELS[report.reason]}</strong> by{' '}
                {report.reporter?.username ?? 'a deleted member'},{' '}
                <time dateTime={report.createdAt}>{formatLongDate(report.createdAt)}</time>
                {report.note && <p className={styles.note}>{report.note}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="moderation-author">
        <h3 id="moderation-author">Author</h3>
        <dl className={styles.facts}>
          <dt>Member</dt>
          <dd>{author.profile?.username ?? 'Deleted member'}</dd>
          {author.memberSince && (
            <>
              <dt>Member since</dt>
              <dd>
                <time dateTime={author.memberSince}>{formatLongDate(author.memberSince)}</time>
              </dd>
            </>
          )}
          <dt>Suspended</dt>
          <dd>
            {author.suspendedUntil ? (
              <>
                until <time dateTime={author.suspendedUntil}>{formatLongDate(author.suspendedUntil)}</time>
              </>
            ) : (
              'No'
            )}
          </dd>
        </dl>
        <h4>Earlier actions</h4>
        {author.earlierActions.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className={styles.list}>
            {author.earlierActions.map((action, index) => (
              <li key={`${action.createdAt}-${index}`}>
                {ACTION_LABELS[action.action]}:{' '}
                <time dateTime={action.createdAt}>{formatLongDate(action.createdAt)}</time> — {action.reason}
              </li>
            ))}
          </ul>
        )}
      </section>

      <ActionForm item={item} />

      <section aria-labelledby="moderation-audit">
        <h3 id="moderation-audit">Audit log</h3>
        {item.audit.length === 0 ? (
          <p>No action yet.</p>
        ) : (
          <ol className={styles.list} aria-label="Audit log">
            {item.audit.map((entry) => (
              <li key={entry.id}>
                <strong>{ACTION_LABELS[entry.action]}</strong> by {entry.moderator},{' '}
                <time dateTime={entry.createdAt}>{formatLongDate(entry.createdAt)}</time> — {entry.reason}
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
