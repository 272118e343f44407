import { useId } from 'react';
import type { Form } from '@journeys/shared/forms';
import { useLanguage } from '@journeys/shared/i18n';
import { PAYMENT_METHODS, paymentLabel } from '@journeys/shared/rules';
import { TextField } from '@journeys/shared/ui/text-field';
import { FormError } from '../../../components/form-error';
import { StepHeader } from '../../../components/step-header';
import fieldStyles from '../../../components/wizard-field.module.css';
import { useMessage, useT } from '../../../messages';
import type { CostAnswers } from '../utils/cost-answer';
import styles from './steps.module.css';

export interface CostStepProps {
  /** Its messages are keys of the wizard's catalog; `fieldRef` lets the first invalid control take focus. */
  form: Pick<Form<CostAnswers>, 'values' | 'setValue' | 'errors' | 'fieldRef'>;
}

/**
 * 'What did it cost you?' (docs/product.md §4): the amount, how it was paid and whether the journey
 * shows it. Each message shows right beside its control; 'Prefer not to say' is the wizard's button.
 */
export function CostStep({ form }: CostStepProps) {
  const { values, setValue, errors, fieldRef } = form;
  const t = useT();
  const message = useMessage();
  const language = useLanguage();
  const id = useId();
  const paymentError = message(errors.costPayment);
  return (
    <>
      <StepHeader title={t('costTitle')}>{t('costHint')}</StepHeader>
      <TextField
        label={t('costAmount')}
        className={`${fieldStyles.field} ${styles.field}`}
        ref={fieldRef('costAmount')}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={values.costAmount}
        error={message(errors.costAmount)}
        onChange={(e) => setValue('costAmount', e.target.value)}
      />
      <fieldset className={styles.sides} aria-describedby={paymentError ? `${id}-payment` : undefined}>
        <legend>{t('costPayment')}</legend>
        {PAYMENT_METHODS.map((method, i) => (
          <label key={method} className={styles.side}>
            <input
              ref={i === 0 ? fieldRef('costPayment') : undefined}
              type="radio"
              name={`${id}-payment`}
              value={method}
              checked={values.costPayment === method}
              aria-invalid={paymentError ? true : undefined}
              onChange={() => setValue('costPayment', method)}
            />
            {paymentLabel(method, language)}
          </label>
        ))}
      </fieldset>
      <FormError id={`${id}-payment`} message={paymentError} />
      <div className={`${styles.check} ${styles.field}`}>
        <input
          id={`${id}-shown`}
          type="checkbox"
          checked={values.costShown}
          aria-describedby={`${id}-shown-hint`}
          onChange={(e) => setValue('costShown', e.target.checked)}
        />
        <span>
          <label htmlFor={`${id}-shown`}>{t('costShown')}</label>
          <span id={`${id}-shown-hint`} className={styles.muted}>
            {t('costShownHint')}
          </span>
        </span>
      </div>
    </>
  );
}
