import { useEffect, useId, useRef, useState } from 'react';
import {
  ALL_STATES_KEY,
  ALL_STATES_LABEL,
  stateSearchKey,
  type DoctorSearchResult,
  type State,
} from '@journeys/shared/rules';
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
  const inputId = useId();
  const stateId = useId();
  const [query, setQuery] = useState('');
  const [stateKey, setStateKey] = useState(() => stateSearchKey(defaultStateName));
  const search = useDoctorSearch(query, stateKey);
  const input = useRef<HTMLInputElement>(null);

  const scopeLabel =
    stateKey === ALL_STATES_KEY
      ? ALL_STATES_LABEL
      : (states.find((s) => stateSearchKey(s.name) === stateKey)?.name ??
        defaultStateName ??
        ALL_STATES_LABEL);

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
      ? `No results in ${scopeLabel}`
      : search.pages > 1
        ? `No more results in ${scopeLabel}`
        : null
    : null;

  return (
    <div className={styles.search}>
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={inputId}>Search for your surgeon</label>
          <input
            ref={input}
            id={inputId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Surgeon name"
            autoComplete="off"
            maxLength={100}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={stateId}>State</label>
          <select id={stateId} value={stateKey} onChange={(e) => setStateKey(e.target.value)}>
            <option value={ALL_STATES_KEY}>{ALL_STATES_LABEL}</option>
            {states.map((s) => (
              <option key={s.id} value={stateSearchKey(s.name)}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p role="status" className={styles.status}>
        {search.searching ? 'Searching...' : ''}
      </p>

      {search.results.length > 0 && (
        <ul className={styles.results} aria-label="Search results">
          {search.results.map((doctor) => {
            const selected = doctor.npi === selectedNpi;
            return (
              <li key={doctor.npi}>
                <button
                  type="button"
                  aria-pressed={selected}
                  className={selected ? `${styles.result} ${styles.selected}` : styles.result}
                  onClick={() => onSelect(doctor)}
                >
                  <span className={styles.name}>{doctor.name}</span>
                  <span className={styles.address}>{doctor.address}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {search.hasMore && (
        <button type="button" className={styles.more} onClick={search.loadMore} disabled={search.searching}>
          Load more results
        </button>
      )}
      <div ref={sentinel} aria-hidden="true" className={styles.sentinel} />

      {emptyMessage && (
        <div className={styles.empty}>
          <p>{emptyMessage}</p>
          <div className={styles.emptyActions}>
            {query.trim() !== '' && (
              <button type="button" onClick={clearSearch}>
                Clear search
              </button>
            )}
            {stateKey !== ALL_STATES_KEY && (
              <button type="button" onClick={() => setStateKey(ALL_STATES_KEY)}>
                Search All States
              </button>
            )}
          </div>
          <p className={styles.hint}>Or choose another state above.</p>
        </div>
      )}
    </div>
  );
}
