import type { ReactNode } from 'react';
import { Stars } from '@journeys/shared/ui/stars';
import { formatLongDate, formatPostOp, type Update } from '@journeys/shared/rules';
import { SymptomScore } from './symptom-score';
import styles from './update-summary.module.css';

interface UpdateSummaryProps {
  update: Update;
  surgeryDate: string;
  /** The heading, already at the right level for where the summary sits. */
  heading: ReactNode;
  children?: ReactNode;
}

/** One update: how long after surgery, symptoms, satisfaction and the member's words. */
export function UpdateSummary({ update, surgeryDate, heading, children }: UpdateSummaryProps) {
  return (
    <div className={styles.summary}>
      <div className={styles.head}>
        {heading}
        <span className={styles.postOp}>
          {formatPostOp(surgeryDate, update.createdAt)} ·{' '}
          <time dateTime={update.createdAt}>{formatLongDate(update.createdAt)}</time>
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Symptoms</dt>
          <dd>
            <SymptomScore value={update.symptom} />
          </dd>
        </div>
        <div>
          <dt>Satisfaction</dt>
          <dd>
            <Stars rating={update.rating} />
          </dd>
        </div>
      </dl>
      {update.description && <p className={styles.text}>{update.description}</p>}
      {children}
    </div>
  );
}
