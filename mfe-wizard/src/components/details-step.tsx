import type { Ref } from 'react';
import { DESCRIPTION_MAX } from '@journeys/shared/rules';
import { TextArea } from '@journeys/shared/ui/text-area';
import { StepHeader } from './step-header';
import styles from './details-step.module.css';
import fieldStyles from './wizard-field.module.css';

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
  return (
    <>
      <StepHeader title={title}>{hint}</StepHeader>
      <TextArea
        label={label}
        className={`${fieldStyles.field} ${styles.details}`}
        ref={inputRef}
        value={value}
        rows={6}
        maxLength={DESCRIPTION_MAX}
        required={required}
        invalid={!!errorId}
        describedBy={errorId}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
