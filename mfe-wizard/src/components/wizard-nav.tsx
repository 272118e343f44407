import styles from './wizard-nav.module.css';

export interface WizardNavProps {
  /** Absent on the first step. */
  onBack?: () => void;
  onCancel: () => void;
  onNext: () => void;
  nextLabel?: string;
  busy?: boolean;
  /** Offered on optional steps: leaves the answer empty and moves on. */
  onSkip?: () => void;
}

export function WizardNav({
  onBack,
  onCancel,
  onNext,
  nextLabel = 'Next',
  busy = false,
  onSkip,
}: WizardNavProps) {
  return (
    <div className={styles.nav}>
      <div className={styles.group}>
        {onBack && (
          <button type="button" className={styles.secondary} onClick={onBack} disabled={busy}>
            Back
          </button>
        )}
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
      <div className={styles.group}>
        {onSkip && (
          <button type="button" className={styles.secondary} onClick={onSkip} disabled={busy}>
            Skip
          </button>
        )}
        <button type="button" className={styles.primary} onClick={onNext} disabled={busy} aria-busy={busy}>
          {busy ? 'Submitting...' : nextLabel}
        </button>
      </div>
    </div>
  );
}
