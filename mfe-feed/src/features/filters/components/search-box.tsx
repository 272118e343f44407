import { useId, useState } from 'react';
import { Button } from '@journeys/shared/ui/button';
import { useT } from '../../../messages';
import { Q_MAX_LENGTH } from '../hooks/use-feed-filters';
import styles from './filter-bar.module.css';

interface SearchBoxProps {
  /** The search text in the address. */
  q: string | undefined;
  /** Blank text removes the search. */
  onSearch(q: string | undefined): void;
}

/**
 * The text search. Typing stays in the box; Enter or the Search button puts it in the address, so
 * one search is one history entry, not one per keystroke.
 */
export function SearchBox({ q = '', onSearch }: SearchBoxProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(q);
  // Back, Forward or a removed chip change the address: the box shows what is searched for.
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setText(q);
  }

  return (
    <form
      role="search"
      className={`${styles.field} ${styles.search}`}
      onSubmit={(e) => {
        e.preventDefault();
        const next = text.trim();
        if (next !== q) onSearch(next || undefined);
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {t('searchJ')}
      </label>
      <div className={styles.searchRow}>
        <input
          id={id}
          type="search"
          className={styles.control}
          value={text}
          maxLength={Q_MAX_LENGTH}
          placeholder={t('searchEg')}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="primary" className={styles.submit}>
          {t('search')}
        </Button>
      </div>
    </form>
  );
}
