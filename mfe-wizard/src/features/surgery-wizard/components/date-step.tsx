import type { Ref } from 'react';
import { todayIsoDate } from '@journeys/shared/rules';
import { TextField } from '@journeys/shared/ui/text-field';
import { StepHeader } from '../../../components/step-header';
import fieldStyles from '../../../components/wizard-field.module.css';
import { useT } from '../../../messages';
import styles from './steps.module.css';

export interface DateStepProps {
  value: string;
  onChange: (value: string) => void;
  /** The wizard's error message element, when it shows one. */
  errorId?: string;
  /** The form's handle to focus the field when it is invalid. */
  inputRef?: Ref<HTMLInputElement>;
}

export function DateStep({ value, onChange, errorId, inputRef }: DateStepProps) {
  const t = useT();
  const title = t('dateTitle');
  return (
    <>
      <StepHeader title={title}>{t('dateHint')}</StepHeader>
      <TextField
        label={title}
        className={`${fieldStyles.field} ${styles.field}`}
        ref={inputRef}
        type="date"
        value={value}
        min="1970-01-01"
        max={todayIsoDate()}
        required
        invalid={!!errorId}
        describedBy={errorId}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
