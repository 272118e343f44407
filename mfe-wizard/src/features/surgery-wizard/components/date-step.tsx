import { useId, type Ref } from 'react';
import { todayIsoDate } from '@journeys/shared/rules';
import { StepHeader } from '../../../components/step-header';
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
  const inputId = useId();
  return (
    <>
      <StepHeader title="Surgery date">When did you have your surgery?</StepHeader>
      <div className={styles.field}>
        <label htmlFor={inputId}>Surgery date</label>
        <input
          id={inputId}
          ref={inputRef}
          type="date"
          value={value}
          min="1970-01-01"
          max={todayIsoDate()}
          required
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </>
  );
}
