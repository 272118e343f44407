import { useId, type ReactNode } from 'react';
import styles from './wizard-frame.module.css';

export interface WizardFrameProps {
  title: string;
  /** 1-based. */
  step: number;
  total: number;
  onClose: () => void;
  children: ReactNode;
}

/** The card every wizard step sits in: title, close button, 'Step n of m' and the progress bar. */
export function WizardFrame({ title, step, total, onClose, children }: WizardFrameProps) {
  const titleId = useId();
  const progress = `Step ${step} of ${total}`;
  return (
    <section className={styles.frame} aria-labelledby={titleId}>
      <div className={styles.top}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className={styles.count}>{progress}</p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={progress}
      >
        <div className={styles.bar} style={{ width: `${(step / total) * 100}%` }} />
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
