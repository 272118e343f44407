import { useId, useState } from 'react';
import type { Side, SurgeryType } from '@journeys/shared/rules';
import { Button } from '@journeys/shared/ui/button';
import { StepHeader } from '../../../components/step-header';
import { FormError } from '../../../components/form-error';
import fieldStyles from '../../../components/wizard-field.module.css';
import type { Resource } from '../../../lib/resource';
import { useT, type MessageKey } from '../../../messages';
import { addProcedure, optionKey, type ProcedureDraft, type ProcedureOption } from '../utils/surgery-form';
import { NewProcedureTypeForm, type NewProcedureType } from './new-procedure-type-form';
import { SideChoice } from './side-choice';
import styles from './steps.module.css';

export interface ProceduresStepProps {
  types: Resource<SurgeryType[]>;
  procedures: ProcedureDraft[];
  customTypes: ProcedureOption[];
  onChange: (procedures: ProcedureDraft[]) => void;
  onAddType: (type: ProcedureOption) => void;
}

export function ProceduresStep({ types, procedures, customTypes, onChange, onAddType }: ProceduresStepProps) {
  const t = useT();
  const selectId = useId();
  const addErrorId = useId();
  const [choice, setChoice] = useState('');
  const [side, setSide] = useState<Side | null>(null);
  const [addError, setAddError] = useState<MessageKey | null>(null);

  const options: ProcedureOption[] = [
    ...(types.data ?? []).map((t) => ({
      key: optionKey(t),
      id: t.id,
      name: t.name,
      description: t.description,
    })),
    ...customTypes,
  ];

  const add = () => {
    const option = options.find((o) => o.key === choice);
    if (!option) return setAddError('chooseType');
    if (!side) return setAddError('chooseSide');
    onChange(
      addProcedure(procedures, { id: option.id, name: option.name, description: option.description, side }),
    );
    setChoice('');
    setSide(null);
    setAddError(null);
  };

  const addType = (type: NewProcedureType) => {
    const existing = options.find((o) => o.name.toLowerCase() === type.name.toLowerCase());
    if (existing) {
      setChoice(existing.key);
      return;
    }
    const option: ProcedureOption = { key: optionKey({ id: null, name: type.name }), id: null, ...type };
    onAddType(option);
    setChoice(option.key);
  };

  const setSideOf = (index: number, next: Side) =>
    onChange(procedures.map((p, i) => (i === index ? { ...p, side: next } : p)));

  return (
    <>
      <StepHeader title={t('proceduresTitle')}>{t('proceduresHint')}</StepHeader>
      {types.status === 'loading' && <p role="status">{t('loadingTypes')}</p>}
      <FormError message={types.status === 'error' ? t('typesError') : null} />

      {procedures.length === 0 ? (
        <p className={styles.muted}>{t('noProcedures')}</p>
      ) : (
        <ul className={styles.procedures} aria-label={t('yourProcedures')}>
          {procedures.map((p, index) => (
            <li key={`${p.id ?? 'custom'}:${p.name}`} className={styles.procedure}>
              <div className={styles.procedureText}>
                <strong>{p.name}</strong>
                <span className={styles.muted}>{p.description}</span>
              </div>
              <SideChoice
                legend={t('sideFor', { name: p.name })}
                value={p.side}
                onChange={(s) => setSideOf(index, s)}
              />
              <Button
                variant="link"
                aria-label={t('removeNamed', { name: p.name })}
                onClick={() => onChange(procedures.filter((_, i) => i !== index))}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <fieldset className={styles.addRow}>
        <legend>{t('addAProcedure')}</legend>
        <div className={`${fieldStyles.field} ${styles.field}`}>
          <label htmlFor={selectId}>{t('procedureType')}</label>
          <select
            id={selectId}
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value);
              setAddError(null);
            }}
          >
            <option value="">{t('chooseProcedure')}</option>
            {options.map((o) => (
              <option key={o.key} value={o.key}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <SideChoice
          legend={t('side')}
          value={side}
          onChange={(s) => {
            setSide(s);
            setAddError(null);
          }}
        />
        <FormError id={addErrorId} message={addError && t(addError)} />
        <Button variant="primary" outline className={styles.button} onClick={add}>
          {t('addProcedure')}
        </Button>
      </fieldset>

      <NewProcedureTypeForm onAdd={addType} />
    </>
  );
}
