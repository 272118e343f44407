import { useId } from 'react';
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
}

export function DetailsStep({
  title,
  label,
  hint,
  value,
  onChange,
  required = false,
  errorId,
}: DetailsStepProps) {
  const id = useId();
  return (
    <>
      <StepHeader title={title}>{hint}</StepHeader>
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
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
