import { useId } from 'react';
import { StepHeader } from './step-header';
import { SymptomScale } from './symptom-scale';

export interface SymptomStepProps {
  value: number | null;
  onChange: (value: number | null) => void;
  errorId?: string;
}

export function SymptomStep({ value, onChange, errorId }: SymptomStepProps) {
  const headingId = useId();
  return (
    <>
      <StepHeader id={headingId} title="Symptom progress">
        How are your symptoms compared with before surgery?
      </StepHeader>
      <SymptomScale value={value} onChange={onChange} labelledBy={headingId} describedBy={errorId} />
    </>
  );
}
