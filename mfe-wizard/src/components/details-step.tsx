import { useId, type Ref } from 'react';
import { DESCRIPTION_MAX } from '@journeys/shared/rules';
import { StepHeader } from './step-header';
import styles from './details-step.module.css';

export interface DetailsStepProps {
  title: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  errorId?: string;
  /** The form's handle to focus the field when it is invalid. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function DetailsStep({
  title,
  label,
  hint,
  value,
  onChange,
  required = false,
  errorId,
  inputRef,
}: DetailsStepProps) {
  const id = useId();
  return (
    <>
      <StepHeader title={title}>{hint}</StepHeader>
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          ref={inputRef}
          value={value}
          rows={6}
          maxLength={DESCRIPTION_MAX}
          required={required}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </>
  );
}
