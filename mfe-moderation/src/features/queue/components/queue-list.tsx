import { Link } from '@journeys/shared/router';
import { apiBaseUrl, errorMessage } from '@journeys/shared/api';
import { richText, useLanguage } from '@journeys/shared/i18n';
import { formatLongDate } from '@journeys/shared/rules';
import { Card } from '@journeys/shared/ui/card';
import { useT } from '../../../messages';
import { useModerationQueue } from '../api/use-moderation-queue';
import { itemKey, reasonLabel } from '../utils/labels';
import styles from './moderation.module.css';

/** CSS pixels; the API's smallest file is 400 wide, enough for a sharp thumbnail. */
const THUMBNAIL_WIDTH = 160;

export function QueueList() {
  const t = useT();
  const language = useLanguage();
  const queue = useModerationQueue();
  if (queue.isPending) return <p role="status">{t('loadingQueue')}</p>;
  if (queue.isError)
    return (
      <p role="alert" className={styles.error}>
        {errorMessage(queue.error, t('queueFailed'))}
      </p>
    );
  if (queue.data.items.length === 0) return <p>{t('emptyQueue')}</p>;

  return (
    <ol className={styles.queue} aria-label={t('reportedItems')}>
      {queue.data.items.map((item) => (
        <Card as="li" flat key={itemKey(item.itemType, item.itemId)}>
          <p className={styles.entryHead}>
            <strong>{t('itemType', { type: item.itemType })}</strong>
            <span>
              {item.author ? t('byMember', { username: item.author.username }) : t('byDeletedMember')}
            </span>
            <span className={styles.status}>{t('status', { status: item.status })}</span>
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
          <p className={styles.excerpt}>{item.excerpt || t('noText')}</p>
          {item.context !== undefined && (
            <p className={styles.meta}>{t('inUpdateText', { text: item.context || t('noText') })}</p>
          )}
          <p className={styles.meta}>
            {item.reportCount > 0 && <span>{t('reportCount', { count: item.reportCount })}</span>}
            <span>{item.reasons.map((reason) => reasonLabel(reason, t)).join(', ')}</span>
            <span>
              {richText((v) => t('since', v), {
                date: (
                  <time dateTime={item.firstReportedAt}>
                    {formatLongDate(item.firstReportedAt, language)}
                  </time>
                ),
              })}
            </span>
          </p>
          <Link
            to={`?item=${itemKey(item.itemType, item.itemId)}`}
            className={styles.open}
            aria-label={t('openItem', { type: item.itemType, excerpt: item.excerpt.slice(0, 60) })}
          >
            {t('open')}
          </Link>
        </Card>
      ))}
    </ol>
  );
}
