import type { SurgeonProcedureInsights } from '@journeys/shared/rules';

type Comparison = SurgeonProcedureInsights['starsComparison'];

/**
 * A surgeon's figure against the procedure's, in words. Never a rank: 'above' and 'below' only
 * when the 95% interval excludes the overall figure (the API decides; null when it cannot).
 */
export const COMPARISON_WORDS = {
  within: 'Within the expected range',
  above: 'Above the expected range',
  below: 'Below the expected range',
} as const;

export const NOT_COMPARED = 'Not compared';

export function comparisonWords(comparison: Comparison): string {
  return comparison === null ? NOT_COMPARED : COMPARISON_WORDS[comparison];
}

/**
 * The comparisons of one procedure in a sentence, readable without scrolling its table:
 * 'Against all surgeons: average stars above the expected range; better than before within the
 * expected range.'
 */
export function comparisonSentence(stars: Comparison, better: Comparison): string | null {
  const parts = [
    stars && `average stars ${COMPARISON_WORDS[stars].toLowerCase()}`,
    better && `better than before ${COMPARISON_WORDS[better].toLowerCase()}`,
  ].filter(Boolean);
  return parts.length ? `Against all surgeons: ${parts.join('; ')}.` : null;
}
