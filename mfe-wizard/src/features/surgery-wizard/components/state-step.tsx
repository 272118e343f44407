import { useId, useState } from 'react';
import type { State } from '@journeys/shared/rules';
import { ChoiceTile, ChoiceTiles } from '@journeys/shared/ui/choice-tiles';
import { TextField } from '@journeys/shared/ui/text-field';
import { StepHeader } from '../../../components/step-header';
import { FormError } from '../../../components/form-error';
import fieldStyles from '../../../components/wizard-field.module.css';
import type { Resource } from '../../../lib/resource';
import styles from './steps.module.css';

export interface StateStepProps {
  states: Resource<State[]>;
  selected: State | null;
  onSelect: (state: State) => void;
}

export function StateStep({ states, selected, onSelect }: StateStepProps) {
  const headingId = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (states.data ?? []).filter((s) => s.name.toLowerCase().includes(needle));

  return (
    <>
      <StepHeader id={headingId} title="Select your state">
        Where did you have your surgery?
      </StepHeader>
      {states.status === 'loading' && <p role="status">Loading states...</p>}
      <FormError message={states.status === 'error' ? 'Failed to load states' : null} />
      {states.status === 'ready' && (
        <>
          <TextField
            label="Filter states"
            className={`${fieldStyles.field} ${styles.field}`}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          <ChoiceTiles labelledBy={headingId} layout="grid">
            {shown.map((state) => (
              <ChoiceTile key={state.id} chosen={selected?.id === state.id} onClick={() => onSelect(state)}>
                {state.name}
              </ChoiceTile>
            ))}
          </ChoiceTiles>
          {shown.length === 0 && <p>No state matches “{filter.trim()}”.</p>}
        </>
      )}
    </>
  );
}
