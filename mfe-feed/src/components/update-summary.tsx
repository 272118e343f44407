import type { ReactNode } from 'react';
import { useLanguage } from '@journeys/shared/i18n';
import { formatLongDate, formatPostOp, type Update } from '@journeys/shared/rules';
import { ModerationNotice } from '@journeys/shared/ui/moderation-notice';
import { ReportMenu } from '@journeys/shared/ui/report-menu';
import { useMemberId } from '../hooks/use-member-id';
import { useT } from '../messages';
import { OutcomeFacts } from './facts';
import styles from './update-summary.module.css';

interface UpdateSummaryProps {
  update: Update;
  surgeryDate: string;
  /** The heading, already at the right level for where the summary sits. */
  heading: ReactNode;
  /** The surgery's author, who wrote the update: null when the account was erased. */
  authorId: number | null;
  /** The author's username, named when a caregiver posted for them; null once erased. */
  authorName: string | null;
  children?: ReactNode;
}

/** One update: how long after surgery, symptoms, satisfaction and the member's words. */
export function UpdateSummary({
  update,
  surgeryDate,
  heading,
  authorId,
  authorName,
  children,
}: UpdateSummaryProps) {
  const t = useT();
  const memberId = useMemberId();
  const language = useLanguage();
  const own = authorId != null && memberId === authorId;
  return (
    <div className={styles.summary}>
      <div className={styles.head}>
        {heading}
        <span className={styles.postOp}>
          {formatPostOp(surgeryDate, update.createdAt, language)} ·{' '}
          <time dateTime={update.createdAt}>{formatLongDate(update.createdAt, language)}</time>
        </span>
        <ReportMenu itemType="update" itemId={update.id} authorId={authorId} />
      </div>
      {update.postedBy && (
        <p className={styles.postedBy}>
          {t('postedBy', { by: update.postedBy.username, owner: authorName ?? t('deleted') })}
        </p>
      )}
      <ModerationNotice moderation={update.moderation} own={own} />
      <dl className={styles.facts}>
        <OutcomeFacts symptom={update.symptom} rating={update.rating} />
      </dl>
      {update.description && <p className={styles.text}>{update.description}</p>}
      {children}
    </div>
  );
}
