import { useRef } from 'react';
import { ALL_STATES_KEY, stateSearchKey, type Review } from '@journeys/shared/rules';
import { FEED_SORTS } from '@journeys/shared/contracts';
import type { FeedParams } from '../hooks/use-feed-filters';
import { useChangeFeed } from '../hooks/use-change-feed';
import { useStates, useSurgeryTypes } from '../api/use-reference-lists';
import { filterChips } from '../utils/filter-chips';
import { rememberSurgeon } from '../utils/picked-surgeons';
import { sortOptions } from '../utils/sort-options';
import { FilterChips } from './filter-chips';
import { Picker } from './picker';
import { SearchBox } from './search-box';
import { SurgeonTypeahead } from './surgeon-typeahead';
import styles from './filter-bar.module.css';

export interface FilterBarProps {
  params: FeedParams;
  /** The cards on screen, which name the surgeon or member a chip stands for. */
  reviews: readonly Review[];
}

/** An id as a select's value, and back: '' is the 'All …' option. */
const toValue = (id: number | undefined) => (id == null ? '' : String(id));
const toId = (value: string) => (value ? Number(value) : undefined);

/**
 * Everything that narrows or orders the feed, above the list (docs/product.md §2). Every control
 * writes the address only; the list reads it back, so Back and Forward walk through the filters.
 */
export default function FilterBar({ params, reviews }: FilterBarProps) {
  const change = useChangeFeed(params);
  const surgeryTypes = useSurgeryTypes();
  const states = useStates();
  const bar = useRef<HTMLDivElement>(null);
  const { procedure, state, q, sort } = params;
  const stateName = states.find((s) => s.id === state)?.name;

  const withUnknown = (id: number | undefined, known: boolean, label: string) =>
    id != null && !known ? [{ value: String(id), label }] : [];
  const procedureOptions = [
    { value: '', label: 'All procedures' },
    ...surgeryTypes.map((t) => ({ value: String(t.id), label: t.name })),
    ...withUnknown(
      procedure,
      surgeryTypes.some((t) => t.id === procedure),
      `Procedure ${procedure}`,
    ),
  ];
  const stateOptions = [
    { value: '', label: 'All states' },
    ...states.map((s) => ({ value: String(s.id), label: s.name })),
    ...withUnknown(state, stateName != null, `State ${state}`),
  ];

  return (
    <div ref={bar} className={styles.bar} role="group" aria-label="Filter and sort surgeries">
      <div className={styles.controls}>
        <SearchBox q={q} onSearch={(text) => change({ q: text })} />
        <Picker
          label="Procedure"
          value={toValue(procedure)}
          options={procedureOptions}
          onChange={(value) => change({ procedure: toId(value) })}
        />
        <Picker
          label="State"
          value={toValue(state)}
          options={stateOptions}
          onChange={(value) => change({ state: toId(value) })}
        />
        <SurgeonTypeahead
          stateKey={stateName ? stateSearchKey(stateName) : ALL_STATES_KEY}
          onPick={(doctor) => {
            rememberSurgeon(doctor.npi, doctor.name);
            change({ surgeon: doctor.npi });
          }}
        />
        <Picker
          label="Sort by"
          value={sort}
          options={sortOptions(q != null)}
          onChange={(value) => change({ sort: FEED_SORTS.find((s) => s === value) })}
        />
      </div>
      <FilterChips
        chips={filterChips(params, { surgeryTypes, states, reviews })}
        onRemove={(name) => change({ [name]: undefined })}
        onEmptied={() => bar.current?.querySelector('input')?.focus()}
      />
    </div>
  );
}
