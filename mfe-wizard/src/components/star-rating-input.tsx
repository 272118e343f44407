import { useRef, type KeyboardEvent } from 'react';
import { useLanguage } from '@journeys/shared/i18n';
import { RATING_MAX, RATING_MIN, ratingLabel } from '@journeys/shared/rules';
import { useT } from '../messages';
import styles from './star-rating-input.module.css';

export interface StarRatingInputProps {
  value: number | null;
  onChange: (value: number | null) => void;
  label: string;
}

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * A 5-star radio group (roving tabindex, arrow keys, Home/End). Clicking — or pressing
 * Space/Enter on — the chosen star again clears the rating, which is optional (docs/product.md §5).
 */
export function StarRatingInput({ value, onChange, label }: StarRatingInputProps) {
  const t = useT();
  const language = useLanguage();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = value ?? RATING_MIN;

  const choose = (star: number) => {
    onChange(star);
    buttons.current[star - RATING_MIN]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = value ?? RATING_MIN - 1;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = Math.min(RATING_MAX, current + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = Math.max(RATING_MIN, current - 1);
    else if (event.key === 'Home') next = RATING_MIN;
    else if (event.key === 'End') next = RATING_MAX;
    if (next == null) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className={styles.wrapper}>
      <div role="radiogroup" aria-label={label} className={styles.stars} onKeyDown={onKeyDown}>
        {STARS.map((star) => {
          const checked = value === star;
          const filled = value != null && star <= value;
          return (
            <button
              key={star}
              ref={(el) => {
                buttons.current[star - RATING_MIN] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t('starName', { n: star, label: ratingLabel(star, language) ?? '' })}
              tabIndex={star === focusable ? 0 : -1}
              className={filled ? `${styles.star} ${styles.filled}` : styles.star}
              onClick={() => onChange(checked ? null : star)}
            >
              <span aria-hidden="true">★</span>
            </button>
          );
        })}
      </div>
      <p className={styles.caption} aria-live="polite">
        {ratingLabel(value, language) ?? t('noRating')}
      </p>
    </div>
  );
}
