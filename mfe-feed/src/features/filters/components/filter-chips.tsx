import { useEffect, useRef } from 'react';
import { useT } from '../../../messages';
import type { FilterChip } from '../utils/filter-chips';
import type { FilterName } from '../hooks/use-feed-filters';
import styles from './filter-bar.module.css';

interface FilterChipsProps {
  chips: readonly FilterChip[];
  onRemove(name: FilterName): void;
  /** Where focus goes when the last chip is removed. */
  onEmptied(): void;
}

/**
 * The active filters, one chip each with a remove button named 'Remove filter: <chip text>'.
 * Removing one moves focus to the chip now in its place (or the one before), so a keyboard user
 * can remove several in a row; removing the last hands focus back to the bar.
 */
export function FilterChips({ chips, onRemove, onEmptied }: FilterChipsProps) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  const emptied = useRef(onEmptied);
  useEffect(() => {
    emptied.current = onEmptied;
  });

  useEffect(() => {
    const at = removedAt.current;
    if (at == null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(at, buttons.length - 1)];
    if (next) next.focus();
    else emptied.current();
  }, [chips.length]);

  if (chips.length === 0) return null;
  return (
    <ul ref={list} className={styles.chips} aria-label={t('active')}>
      {chips.map((chip, i) => (
        <li key={chip.name} className={styles.chip}>
          <span className={styles.chipText}>{chip.text}</span>
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={t('remove', { c: chip.text })}
            onClick={() => {
              removedAt.current = i;
              onRemove(chip.name);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
