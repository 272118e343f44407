import { Button } from '@journeys/shared/ui/button';
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
          <Button className={styles.step} onClick={onBack} disabled={busy}>
            Back
          </Button>
        )}
        <Button className={styles.step} onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
      <div className={styles.group}>
        {onSkip && (
          <Button className={styles.step} onClick={onSkip} disabled={busy}>
            Skip
          </Button>
        )}
        <Button variant="primary" className={styles.step} onClick={onNext} disabled={busy} aria-busy={busy}>
          {busy ? 'Submitting...' : nextLabel}
        </Button>
      </div>
    </div>
  );
}
