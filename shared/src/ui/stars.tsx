import { common, useLanguage } from '@journeys/shared/i18n';
import { RATING_MAX } from '../domain/constants';
import { ratingLabel } from '../domain/rating';
import styles from './stars.module.css';

/** Read-only 5-star display; the label carries the meaning for screen readers. */
export function Stars({ rating }: { rating: number | null | undefined }) {
  const t = common.useT();
  const language = useLanguage();
  if (rating == null) return <span className={styles.none}>{t('noRating')}</span>;
  const label = t('starsLabel', { rating, max: RATING_MAX, label: ratingLabel(rating, language) ?? '' });
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
