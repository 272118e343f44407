import type { SurgeonProcedureInsights } from '@journeys/shared/rules';
import { t as catalogT, type T } from '../../../messages';

type Comparison = SurgeonProcedureInsights['starsComparison'];

/**
 * A surgeon's figure against the procedure's, in words. Never a rank: 'above' and 'below' only
 * when the 95% interval excludes the overall figure (the API decides; null when it cannot).
 */
export function comparisonWords(comparison: Comparison, t: T = catalogT): string {
  return t(comparison ?? 'notCompared');
}

/**
 * The comparisons of one procedure in a sentence, readable without scrolling its table:
 * 'Against all surgeons: average stars above the expected range; better than before within the
 * expected range.'
 */
export function comparisonSentence(stars: Comparison, better: Comparison, t: T = catalogT): string | null {
  const words = (comparison: NonNullable<Comparison>) => t(comparison).toLowerCase();
  if (stars && better) return t('againstBoth', { stars: words(stars), better: words(better) });
  if (stars) return t('againstStars', { stars: words(stars) });
  if (better) return t('againstBetter', { better: words(better) });
  return null;
}
