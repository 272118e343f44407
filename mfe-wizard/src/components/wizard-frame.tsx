import { useId, type ReactNode } from 'react';
import type { Wizard } from '@journeys/shared/forms';
import { common } from '@journeys/shared/i18n';
import { useMessage, useT } from '../messages';
import { FormError } from './form-error';
import { WizardNav } from './wizard-nav';
import styles from './wizard-frame.module.css';

export interface WizardFrameProps<S extends string> {
  title: string;
  wizard: Wizard<S>;
  onClose: () => void;
  /** While saving: the buttons wait. */
  busy: boolean;
  /**
   * The message under the step: the wizard's by default. A step that shows its fields' messages
   * beside them passes only the failed save's.
   */
  error?: string | null | undefined;
  /** A step's own way past it, in place of the wizard's Skip ('Prefer not to say'). */
  skip?: { label: string; onSkip: () => void } | undefined;
  /** The current step's content. */
  children: ReactNode;
}

/**
 * The card every wizard step sits in: title, close button, 'Step n of m', the progress bar, the
 * step (remounted on each change, its heading focused by the wizard), its message and the buttons.
 */
export function WizardFrame<S extends string>({
  title,
  wizard,
  onClose,
  busy,
  error = wizard.error,
  skip,
  children,
}: WizardFrameProps<S>) {
  const titleId = useId();
  const t = useT();
  const tc = common.useT();
  const message = useMessage();
  const { number: step, total } = wizard;
  const progress = t('progress', { step, total });
  return (
    <section className={styles.frame} aria-labelledby={titleId}>
      <div className={styles.top}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <button type="button" className={styles.close} aria-label={tc('close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className={styles.count}>{progress}</p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={progress}
      >
        <div className={styles.bar} style={{ width: `${(step / total) * 100}%` }} />
      </div>
      <div className={styles.body}>
        <div key={wizard.step} ref={wizard.stepRef}>
          {children}
        </div>
        <FormError id={wizard.errorId} message={message(error)} />
        <WizardNav
          onBack={wizard.back}
          onCancel={onClose}
          onNext={wizard.next}
          onSkip={skip?.onSkip ?? wizard.skip}
          skipLabel={skip?.label}
          nextLabel={t(wizard.last ? 'submit' : 'next')}
          busy={busy}
        />
      </div>
    </section>
  );
}
