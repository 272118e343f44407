import { useRef } from 'react';
import { useLanguage } from '@journeys/shared/i18n';
import {
  ALL_STATES_KEY,
  stateName as stateIn,
  stateSearchKey,
  WORTH_IT_OF_FILTER,
  worthItLabel,
  type Review,
} from '@journeys/shared/rules';
import { FEED_SORTS } from '@journeys/shared/contracts';
import { WORTH_IT_FILTER_VALUES } from '@journeys/shared/feed-filters';
import { useT } from '../../../messages';
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
  const t = useT();
  const language = useLanguage();
  const change = useChangeFeed(params);
  const surgeryTypes = useSurgeryTypes();
  const states = useStates();
  const bar = useRef<HTMLDivElement>(null);
  const { procedure, state, q, sort, worthIt } = params;
  const stateName = states.find((s) => s.id === state)?.name;

  // A value the reference lists do not name reads as its chip does: 'Procedure 12'.
  const withUnknown = (f: 'procedure' | 'state', id: number | undefined, known: boolean) =>
    id != null && !known ? [{ value: String(id), label: t('chip', { f, v: id }) }] : [];
  const procedureOptions = [
    { value: '', label: t('allProc') },
    ...surgeryTypes.map((type) => ({ value: String(type.id), label: type.name })),
    ...withUnknown(
      'procedure',
      procedure,
      surgeryTypes.some((type) => type.id === procedure),
    ),
  ];
  const stateOptions = [
    { value: '', label: t('allStates') },
    ...states.map((s) => ({ value: String(s.id), label: stateIn(s.name, language) })),
    ...withUnknown('state', state, stateName != null),
  ];
  // Each value by the answer it lists: 'Worth it', 'Not sure yet', 'Not worth it'.
  const worthItOptions = [
    { value: '', label: t('allAns') },
    ...WORTH_IT_FILTER_VALUES.map((value) => ({
      value,
      label: worthItLabel(WORTH_IT_OF_FILTER[value], language),
    })),
  ];

  return (
    <div ref={bar} className={styles.bar} role="group" aria-label={t('bar')}>
      <div className={styles.controls}>
        <SearchBox q={q} onSearch={(text) => change({ q: text })} />
        <Picker
          label={t('procedure')}
          value={toValue(procedure)}
          options={procedureOptions}
          onChange={(value) => change({ procedure: toId(value) })}
        />
        <Picker
          label={t('state')}
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
          label={t('worthIt')}
          value={worthIt ?? ''}
          options={worthItOptions}
          onChange={(value) => change({ worthIt: WORTH_IT_FILTER_VALUES.find((known) => known === value) })}
        />
        <Picker
          label={t('sortBy')}
          value={sort}
          options={sortOptions(q != null, t)}
          onChange={(value) => change({ sort: FEED_SORTS.find((s) => s === value) })}
        />
      </div>
      <FilterChips
        chips={filterChips(params, { surgeryTypes, states, reviews }, t, language)}
        onRemove={(name) => change({ [name]: undefined })}
        onEmptied={() => bar.current?.querySelector('input')?.focus()}
      />
    </div>
  );
}
