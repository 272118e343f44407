import { useId, useState } from 'react';
import type { State } from '@journeys/shared/rules';
import { StepHeader } from '../../../components/step-header';
import { FormError } from '../../../components/form-error';
import type { Resource } from '../../../lib/resource';
import styles from './steps.module.css';

export interface StateStepProps {
  states: Resource<State[]>;
  selected: State | null;
  onSelect: (state: State) => void;
}

export function StateStep({ states, selected, onSelect }: StateStepProps) {
  const headingId = useId();
  const filterId = useId();
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
          <div className={styles.field}>
            <label htmlFor={filterId}>Filter states</label>
            <input id={filterId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
          </div>
          <div role="group" aria-labelledby={headingId} className={styles.choiceGrid}>
            {shown.map((state) => {
              const pressed = selected?.id === state.id;
              return (
                <button
                  key={state.id}
                  type="button"
                  aria-pressed={pressed}
                  className={pressed ? `${styles.choice} ${styles.chosen}` : styles.choice}
                  onClick={() => onSelect(state)}
                >
                  {state.name}
                </button>
              );
            })}
          </div>
          {shown.length === 0 && <p>No state matches “{filter.trim()}”.</p>}
        </>
      )}
    </>
  );
}
