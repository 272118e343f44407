import { Link } from '@journeys/shared/router';
import { errorMessage } from '@journeys/shared/api';
import { richText, useLanguage } from '@journeys/shared/i18n';
import { formatLongDate, type ModerationItem, type ModerationItemType } from '@journeys/shared/rules';
import { Button } from '@journeys/shared/ui/button';
import { Card } from '@journeys/shared/ui/card';
import { useT } from '../../../messages';
import { useModerationItem } from '../api/use-moderation-item';
import { reasonLabel } from '../utils/labels';
import { ActionForm } from './action-form';
import styles from './moderation.module.css';

interface ItemDetailProps {
  itemType: ModerationItemType;
  itemId: number;
  onBack(): void;
}

export function ItemDetail({ itemType, itemId, onBack }: ItemDetailProps) {
  const t = useT();
  const item = useModerationItem(itemType, itemId);
  return (
    <>
      <Button variant="link" className={styles.back} onClick={onBack}>
        {t('backToQueue')}
      </Button>
      {item.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : item.isError ? (
        <p role="alert" className={styles.error}>
          {errorMessage(item.error, t('itemFailed'))}
        </p>
      ) : (
        <ItemView item={item.data} />
      )}
    </>
  );
}

function ItemView({ item }: { item: ModerationItem }) {
  const t = useT();
  const language = useLanguage();
  const { content, author } = item;
  const date = (value: string) => <time dateTime={value}>{formatLongDate(value, language)}</time>;
  return (
    <Card as="article" flat className={styles.detail} aria-labelledby="moderation-item">
      <h2 id="moderation-item">
        {t('itemType', { type: item.itemType })} ·{' '}
        <span className={styles.status}>{t('status', { status: item.status })}</span>
      </h2>

      <section aria-labelledby="moderation-content">
        <h3 id="moderation-content">{t('content')}</h3>
        {content.surgeryTitle && (
          <p className={styles.meta}>{t('onSurgery', { title: content.surgeryTitle })}</p>
        )}
        {content.parentText && (
          <blockquote className={styles.parent}>
            <span className={styles.meta}>{item.itemType === 'photo' ? t('inUpdate') : t('inReplyTo')}</span>{' '}
            {content.parentText}
          </blockquote>
        )}
        <p className={styles.content}>{content.text || t('noText')}</p>
        <Link to={content.link}>{t('seeWherePosted')}</Link>
      </section>

      <section aria-labelledby="moderation-reports">
        <h3 id="moderation-reports">{t('reports', { count: item.reports.length })}</h3>
        {item.reports.length === 0 ? (
          <p>{t('noReports')}</p>
        ) : (
          <ul className={styles.list}>
            {item.reports.map((report, index) => (
              <li key={`${report.createdAt}-${index}`}>
                {richText(
                  (v) => t('reportBy', { ...v, reporter: report.reporter?.username ?? t('aDeletedMember') }),
                  {
                    reason: <strong>{reasonLabel(report.reason, t)}</strong>,
                    date: date(report.createdAt),
                  },
                )}
                {report.note && <p className={styles.note}>{report.note}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="moderation-author">
        <h3 id="moderation-author">{t('author')}</h3>
        <dl className={styles.facts}>
          <dt>{t('member')}</dt>
          <dd>{author.profile?.username ?? t('deletedMember')}</dd>
          {author.memberSince && (
            <>
              <dt>{t('memberSince')}</dt>
              <dd>{date(author.memberSince)}</dd>
            </>
          )}
          <dt>{t('suspended')}</dt>
          <dd>
            {author.suspendedUntil
              ? richText((v) => t('suspendedUntil', v), { date: date(author.suspendedUntil) })
              : t('no')}
          </dd>
        </dl>
        <h4>{t('earlierActions')}</h4>
        {author.earlierActions.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <ul className={styles.list}>
            {author.earlierActions.map((action, index) => (
              <li key={`${action.createdAt}-${index}`}>
                {richText(
                  (v) =>
                    t('earlierAction', {
                      ...v,
                      action: t('action', { action: action.action }),
                      reason: action.reason,
                    }),
                  { date: date(action.createdAt) },
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <ActionForm item={item} />

      <section aria-labelledby="moderation-audit">
        <h3 id="moderation-audit">{t('auditLog')}</h3>
        {item.audit.length === 0 ? (
          <p>{t('noAction')}</p>
        ) : (
          <ol className={styles.list} aria-label={t('auditLog')}>
            {item.audit.map((entry) => (
              <li key={entry.id}>
                {richText(
                  (v) => t('auditEntry', { ...v, moderator: entry.moderator, reason: entry.reason }),
                  {
                    action: <strong>{t('action', { action: entry.action })}</strong>,
                    date: date(entry.createdAt),
                  },
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
