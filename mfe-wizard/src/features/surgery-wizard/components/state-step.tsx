import { useId, useState } from 'react';
import { useLanguage } from '@journeys/shared/i18n';
import { stateName, type State } from '@journeys/shared/rules';
import { ChoiceTile, ChoiceTiles } from '@journeys/shared/ui/choice-tiles';
import { TextField } from '@journeys/shared/ui/text-field';
import { StepHeader } from '../../../components/step-header';
import { FormError } from '../../../components/form-error';
import fieldStyles from '../../../components/wizard-field.module.css';
import type { Resource } from '../../../lib/resource';
import { useT } from '../../../messages';
import styles from './steps.module.css';

export interface StateStepProps {
  states: Resource<State[]>;
  selected: State | null;
  onSelect: (state: State) => void;
}

export function StateStep({ states, selected, onSelect }: StateStepProps) {
  const t = useT();
  const headingId = useId();
  const [filter, setFilter] = useState('');
  const language = useLanguage();
  const needle = filter.trim().toLowerCase();
  // Shown in the page's language; the reference data's (English) name also matches the filter.
  const shown = (states.data ?? [])
    .map((state) => ({ state, name: stateName(state.name, language) }))
    .filter(({ state, name }) => [name, state.name].some((n) => n.toLowerCase().includes(needle)));

  return (
    <>
      <StepHeader id={headingId} title={t('stateTitle')}>
        {t('stateHint')}
      </StepHeader>
      {states.status === 'loading' && <p role="status">{t('loadingStates')}</p>}
      <FormError message={states.status === 'error' ? t('statesError') : null} />
      {states.status === 'ready' && (
        <>
          <TextField
            label={t('filterStates')}
            className={`${fieldStyles.field} ${styles.field}`}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          <ChoiceTiles labelledBy={headingId} layout="grid">
            {shown.map(({ state, name }) => (
              <ChoiceTile key={state.id} chosen={selected?.id === state.id} onClick={() => onSelect(state)}>
                {name}
              </ChoiceTile>
            ))}
          </ChoiceTiles>
          {shown.length === 0 && <p>{t('noStateMatch', { filter: filter.trim() })}</p>}
        </>
      )}
    </>
  );
}
