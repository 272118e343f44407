import { RATING_MAX } from '../domain/constants';
import { ratingLabel } from '../domain/rating';
import styles from './stars.module.css';

/** Read-only 5-star display; the label carries the meaning for screen readers. */
export function Stars({ rating }: { rating: number | null | undefined }) {
  if (rating == null) return <span className={styles.none}>No rating</span>;
  const label = `${rating} out of ${RATING_MAX} stars: ${ratingLabel(rating) ?? ''}`;
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < rating ? styles.filled : styles.empty}>
          ★
        </span>
      ))}
    </span>
  );
}
