import type { DoctorSearchResult, State } from '@journeys/shared/rules';
import { StepHeader } from '../../../components/step-header';
import { DoctorSearch } from '../../doctor-search';
import styles from './steps.module.css';

export interface SurgeonStepProps {
  states: readonly State[];
  state: State | null;
  surgeon: DoctorSearchResult | null;
  onSelect: (doctor: DoctorSearchResult) => void;
}

export function SurgeonStep({ states, state, surgeon, onSelect }: SurgeonStepProps) {
  return (
    <>
      <StepHeader title="Find your surgeon">
        Search by name and choose your surgeon from the results.
      </StepHeader>
      {surgeon && (
        <p className={styles.current}>
          Selected surgeon: <strong>{surgeon.name}</strong>, {surgeon.address}
        </p>
      )}
      <DoctorSearch
        states={states}
        defaultStateName={state?.name ?? null}
        selectedNpi={surgeon?.npi ?? null}
        onSelect={onSelect}
      />
    </>
  );
}
