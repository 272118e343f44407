import { useId, useState } from 'react';
import type { Side, SurgeryType } from '@journeys/shared/rules';
import { Button } from '@journeys/shared/ui/button';
import { StepHeader } from '../../../components/step-header';
import { FormError } from '../../../components/form-error';
import fieldStyles from '../../../components/wizard-field.module.css';
import type { Resource } from '../../../lib/resource';
import { SURGERY_TYPES_ERROR } from '../api/use-surgery-types';
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
  const selectId = useId();
  const addErrorId = useId();
  const [choice, setChoice] = useState('');
  const [side, setSide] = useState<Side | null>(null);
  const [addError, setAddError] = useState<string | null>(null);

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
    if (!option) return setAddError('Choose a procedure type');
    if (!side) return setAddError('Choose a side');
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
      <StepHeader title="Procedures">Add each procedure you had and the side it was on.</StepHeader>
      {types.status === 'loading' && <p role="status">Loading surgery types...</p>}
      <FormError message={types.status === 'error' ? SURGERY_TYPES_ERROR : null} />

      {procedures.length === 0 ? (
        <p className={styles.muted}>No procedures added yet.</p>
      ) : (
        <ul className={styles.procedures} aria-label="Your procedures">
          {procedures.map((p, index) => (
            <li key={`${p.id ?? 'custom'}:${p.name}`} className={styles.procedure}>
              <div className={styles.procedureText}>
                <strong>{p.name}</strong>
                <span className={styles.muted}>{p.description}</span>
              </div>
              <SideChoice
                legend={`Side for ${p.name}`}
                value={p.side}
                onChange={(s) => setSideOf(index, s)}
              />
              <Button
                variant="link"
                aria-label={`Remove ${p.name}`}
                onClick={() => onChange(procedures.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}

      <fieldset className={styles.addRow}>
        <legend>Add a procedure</legend>
        <div className={`${fieldStyles.field} ${styles.field}`}>
          <label htmlFor={selectId}>Procedure type</label>
          <select
            id={selectId}
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value);
              setAddError(null);
            }}
          >
            <option value="">Choose a procedure…</option>
            {options.map((o) => (
              <option key={o.key} value={o.key}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <SideChoice
          legend="Side"
          value={side}
          onChange={(s) => {
            setSide(s);
            setAddError(null);
          }}
        />
        <FormError id={addErrorId} message={addError} />
        <Button variant="primary" outline className={styles.button} onClick={add}>
          Add procedure
        </Button>
      </fieldset>

      <NewProcedureTypeForm onAdd={addType} />
    </>
  );
}
