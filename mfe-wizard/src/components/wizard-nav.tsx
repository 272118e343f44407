import { common } from '@journeys/shared/i18n';
import { Button } from '@journeys/shared/ui/button';
import { useT } from '../messages';
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
  /** 'Skip' unless the step words it its own way. */
  skipLabel?: string | undefined;
}

export function WizardNav({
  onBack,
  onCancel,
  onNext,
  nextLabel,
  busy = false,
  onSkip,
  skipLabel,
}: WizardNavProps) {
  const t = useT();
  const tc = common.useT();
  return (
    <div className={styles.nav}>
      <div className={styles.group}>
        {onBack && (
          <Button className={styles.step} onClick={onBack} disabled={busy}>
            {t('back')}
          </Button>
        )}
        <Button className={styles.step} onClick={onCancel} disabled={busy}>
          {tc('cancel')}
        </Button>
      </div>
      <div className={styles.group}>
        {onSkip && (
          <Button className={styles.step} onClick={onSkip} disabled={busy}>
            {skipLabel ?? t('skip')}
          </Button>
        )}
        <Button variant="primary" className={styles.step} onClick={onNext} disabled={busy} aria-busy={busy}>
          {busy ? t('submitting') : (nextLabel ?? t('next'))}
        </Button>
      </div>
    </div>
  );
}
