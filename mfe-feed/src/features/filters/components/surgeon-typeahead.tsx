import { useId, useState, type KeyboardEvent } from 'react';
import { stripMdSuffix, type DoctorSearchResult } from '@journeys/shared/rules';
import { useT } from '../../../messages';
import { SURGEON_MIN_CHARS, useSurgeonOptions } from '../api/use-surgeon-options';
import styles from './filter-bar.module.css';

interface SurgeonTypeaheadProps {
  /** The doctor search's state key: the state the feed is filtered by, or '*'. */
  stateKey: string;
  onPick(doctor: DoctorSearchResult): void;
}

/**
 * Surgeon typeahead on the ARIA combobox pattern (list autocomplete): typing searches the doctor
 * list, ArrowDown/ArrowUp move through the suggestions (focus stays in the box,
 * aria-activedescendant names the active one), Enter picks it, Escape closes the list and a
 * second Escape clears the box.
 */
export function SurgeonTypeahead({ stateKey, onPick }: SurgeonTypeaheadProps) {
  const t = useT();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { options, searching, settled } = useSurgeonOptions(text, stateKey);
  const expanded = open && options.length > 0;
  const nothingFound = open && settled && !searching && options.length === 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const pick = (doctor: DoctorSearchResult) => {
    onPick(doctor);
    setText('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (last < 0) return;
      const down = e.key === 'ArrowDown';
      // From the box the first press lands on the first (or last) suggestion; the list wraps.
      setActive((i) => (i < 0 ? (down ? 0 : last) : down ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (e.key === 'Enter') {
      const chosen = expanded ? options[active] : undefined;
      if (chosen) {
        e.preventDefault();
        pick(chosen);
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        e.preventDefault();
        setText('');
      }
    }
  };

  // Announced once per answer, not per keystroke.
  const status =
    open && settled && !searching && text.trim().length >= SURGEON_MIN_CHARS
      ? t('found', { n: options.length })
      : '';

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {t('surgeon')}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        className={styles.control}
        value={text}
        placeholder={t('surgName')}
        autoComplete="off"
        maxLength={100}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={t('surgeons')} className={styles.listbox} hidden={!expanded}>
        {options.map((doctor, i) => (
          <li
            key={doctor.npi}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? `${styles.option} ${styles.activeOption}` : styles.option}
            // Picking with the pointer must not blur the box first, which would close the list.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(doctor)}
          >
            <span className={styles.optionName}>{stripMdSuffix(doctor.name)}</span>
            <span className={styles.optionAddress}>{doctor.address}</span>
          </li>
        ))}
      </ul>
      {nothingFound && (
        <p className={styles.noOption} aria-hidden="true">
          {t('found', { n: 0 })}
        </p>
      )}
      <span role="status" className="sj-visually-hidden">
        {status}
      </span>
    </div>
  );
}
