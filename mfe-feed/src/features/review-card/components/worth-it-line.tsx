import { formatNumber, useLanguage } from '@journeys/shared/i18n';
import { paymentLabel, worthItLabel, type Review } from '@journeys/shared/rules';
import { useT } from '../../../messages';
import styles from './review-card.module.css';

/**
 * The latest 'Was it worth it?' answer and when it was given ('Worth it · 6 months after surgery'),
 * and what was paid only where its owner chose to show it: the owner's own answer carries the
 * amount either way (docs/security.md).
 */
export function WorthItLine({ review }: { review: Pick<Review, 'latestWorthIt' | 'cost'> }) {
  const t = useT();
  const language = useLanguage();
  const { latestWorthIt: latest, cost } = review;
  const paid = cost?.shown ? cost : null;
  if (!latest && !paid) return null;
  return (
    <p className={styles.worth}>
      {latest && (
        <span>{t('worth', { a: worthItLabel(latest.answer, language), n: latest.monthsAfterSurgery })}</span>
      )}
      {paid && (
        <span>
          {t('paid', { a: formatNumber(paid.amount, language), p: paymentLabel(paid.payment, language) })}
        </span>
      )}
    </p>
  );
}
