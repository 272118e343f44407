import { useEffect, useId, useRef, useState } from 'react';
import { useLanguage } from '@journeys/shared/i18n';
import {
  ALL_STATES_KEY,
  allStatesLabel,
  stateName,
  stateSearchKey,
  type DoctorSearchResult,
  type State,
} from '@journeys/shared/rules';
import { Button } from '@journeys/shared/ui/button';
import { ChoiceTile } from '@journeys/shared/ui/choice-tiles';
import { TextField } from '@journeys/shared/ui/text-field';
import fieldStyles from '../../../components/wizard-field.module.css';
import { useT } from '../../../messages';
import { useDoctorSearch } from '../hooks/use-doctor-search';
import styles from './doctor-search.module.css';

export interface DoctorSearchProps {
  states: readonly State[];
  /** The state chosen in step 1: the search starts there. */
  defaultStateName: string | null;
  selectedNpi: string | null;
  onSelect: (doctor: DoctorSearchResult) => void;
}

export function DoctorSearch({ states, defaultStateName, selectedNpi, onSelect }: DoctorSearchProps) {
  const t = useT();
  const language = useLanguage();
  const allStates = allStatesLabel(language);
  const stateId = useId();
  const [query, setQuery] = useState('');
  const [stateKey, setStateKey] = useState(() => stateSearchKey(defaultStateName));
  const search = useDoctorSearch(query, stateKey);
  const input = useRef<HTMLInputElement>(null);

  const scopeName =
    stateKey === ALL_STATES_KEY
      ? null
      : (states.find((s) => stateSearchKey(s.name) === stateKey)?.name ?? defaultStateName);
  const scopeLabel = scopeName ? stateName(scopeName, language) : allStates;

  // Scrolling to the end of the list loads the next page, like the 'Load more results' button.
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(search.loadMore);
  useEffect(() => {
    loadMore.current = search.loadMore;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const clearSearch = () => {
    setQuery('');
    input.current?.focus();
  };

  const exhausted = search.settled && !search.searching && !search.hasMore;
  const emptyMessage = exhausted
    ? search.results.length === 0
      ? t('noResultsIn', { scope: scopeLabel })
      : search.pages > 1
        ? t('noMoreResultsIn', { scope: scopeLabel })
        : null
    : null;

  return (
    <div className={styles.search}>
      <div className={styles.controls}>
        <TextField
          label={t('searchSurgeon')}
          className={fieldStyles.field}
          ref={input}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('surgeonName')}
          autoComplete="off"
          maxLength={100}
        />
        <div className={fieldStyles.field}>
          <label htmlFor={stateId}>{t('state')}</label>
          <select id={stateId} value={stateKey} onChange={(e) => setStateKey(e.target.value)}>
            <option value={ALL_STATES_KEY}>{allStates}</option>
            {states.map((s) => (
              <option key={s.id} value={stateSearchKey(s.name)}>
                {stateName(s.name, language)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p role="status" className={styles.status}>
        {search.searching ? t('searching') : ''}
      </p>

      {search.results.length > 0 && (
        <ul className={styles.results} aria-label={t('searchResults')}>
          {search.results.map((doctor) => {
            const selected = doctor.npi === selectedNpi;
            return (
              <li key={doctor.npi}>
                <ChoiceTile chosen={selected} className={styles.result} onClick={() => onSelect(doctor)}>
                  <span className={styles.name}>{doctor.name}</span>
                  <span className={styles.address}>{doctor.address}</span>
                </ChoiceTile>
              </li>
            );
          })}
        </ul>
      )}

      {search.hasMore && (
        <Button
          variant="primary"
          outline
          className={styles.more}
          onClick={search.loadMore}
          disabled={search.searching}
        >
          {t('loadMoreResults')}
        </Button>
      )}
      <div ref={sentinel} aria-hidden="true" className={styles.sentinel} />

      {emptyMessage && (
        <div className={styles.empty}>
          <p>{emptyMessage}</p>
          <div className={styles.emptyActions}>
            {query.trim() !== '' && (
              <Button variant="primary" outline small className={styles.emptyAction} onClick={clearSearch}>
                {t('clearSearch')}
              </Button>
            )}
            {stateKey !== ALL_STATES_KEY && (
              <Button
                variant="primary"
                outline
                small
                className={styles.emptyAction}
                onClick={() => setStateKey(ALL_STATES_KEY)}
              >
                {t('searchAllStates')}
              </Button>
            )}
          </div>
          <p className={styles.hint}>{t('otherState')}</p>
        </div>
      )}
    </div>
  );
}
