import { useId } from 'react';
import { StepHeader } from './step-header';
import { SymptomScale } from './symptom-scale';
import { useT } from '../messages';

export interface SymptomStepProps {
  value: number | null;
  onChange: (value: number | null) => void;
  errorId?: string;
}

export function SymptomStep({ value, onChange, errorId }: SymptomStepProps) {
  const headingId = useId();
  const t = useT();
  return (
    <>
      <StepHeader id={headingId} title={t('symptomTitle')}>
        {t('symptomHint')}
      </StepHeader>
      <SymptomScale value={value} onChange={onChange} labelledBy={headingId} describedBy={errorId} />
    </>
  );
}
