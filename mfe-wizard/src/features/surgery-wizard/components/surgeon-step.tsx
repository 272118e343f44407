import { richText } from '@journeys/shared/i18n';
import type { DoctorSearchResult, State } from '@journeys/shared/rules';
import { StepHeader } from '../../../components/step-header';
import { DoctorSearch } from '../../doctor-search';
import { useT } from '../../../messages';
import styles from './steps.module.css';

export interface SurgeonStepProps {
  states: readonly State[];
  state: State | null;
  surgeon: DoctorSearchResult | null;
  onSelect: (doctor: DoctorSearchResult) => void;
}

export function SurgeonStep({ states, state, surgeon, onSelect }: SurgeonStepProps) {
  const t = useT();
  return (
    <>
      <StepHeader title={t('surgeonTitle')}>{t('surgeonHint')}</StepHeader>
      {surgeon && (
        <p className={styles.current}>
          {richText((v) => t('selectedSurgeon', { ...v, address: surgeon.address }), {
            name: <strong>{surgeon.name}</strong>,
          })}
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
