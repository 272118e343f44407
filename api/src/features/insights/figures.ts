/**
 * The arithmetic behind the insight pages, kept free of SQL so it can be tested by hand: small-
 * number suppression, the Wilson interval of a share, the normal interval of a mean and the
 * comparison of a surgeon’s interval with the procedure’s overall figure (docs/architecture.md §4).
 */
import { MIN_JOURNEYS_SHOWN, RATING_MAX, RATING_MIN } from '@journeys/shared/domain';

/** z for a two-sided 95% interval. */
const Z = 1.96;

/** Four decimals: enough for any chart, and answers do not carry float noise such as 0.30000000000000004. */
export function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export function isShown(journeys: number): boolean {
  return journeys >= MIN_JOURNEYS_SHOWN;
}

export interface Interval {
  low: number;
  high: number;
}

/**
 * Wilson score interval of `successes` out of `n` (n > 0): unlike p ± z·√(p(1−p)/n) it stays
 * inside 0–1 and does not collapse to a point at 0 or n successes, which matters at n ≈ 11.
 */
export function wilsonInterval(successes: number, n: number): Interval {
  const p = successes / n;
  const z2 = Z * Z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (Z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** mean ± 1.96·sd/√n, clamped to the 1–5 star scale; sd is the sample standard deviation. */
export function starsInterval(mean: number, sd: number, n: number): Interval {
  const half = (Z * sd) / Math.sqrt(n);
  return { low: Math.max(RATING_MIN, mean - half), high: Math.min(RATING_MAX, mean + half) };
}

export interface ProportionFigure {
  journeys: number | null;
  share: number | null;
  low: number | null;
  high: number | null;
  suppressed: boolean;
}

/** A share with its Wilson interval, or nothing but `suppressed: true` under MIN_JOURNEYS_SHOWN. */
export function proportion(successes: number, n: number): ProportionFigure {
  if (!isShown(n)) return { journeys: null, share: null, low: null, high: null, suppressed: true };
  const { low, high } = wilsonInterval(successes, n);
  return { journeys: n, share: round(successes / n), low: round(low), high: round(high), suppressed: false };
}

export interface MeanFigure {
  journeys: number | null;
  mean: number | null;
  low: number | null;
  high: number | null;
  suppressed: boolean;
}

/** A mean star rating with its interval, suppressed under MIN_JOURNEYS_SHOWN ratings. */
export function meanStars(mean: number | null, sd: number | null, n: number): MeanFigure {
  if (!isShown(n) || mean === null) {
    return { journeys: null, mean: null, low: null, high: null, suppressed: true };
  }
  const { low, high } = starsInterval(mean, sd ?? 0, n);
  return { journeys: n, mean: round(mean), low: round(low), high: round(high), suppressed: false };
}

export type Comparison = 'within' | 'above' | 'below';

/**
 * Never a rank: 'above' or 'below' only when the whole interval lies on one side of the overall
 * figure, 'within' otherwise; null when either side is suppressed.
 */
export function compare(
  figure: { low: number | null; high: number | null; suppressed: boolean },
  overall: number | null,
): Comparison | null {
  if (figure.suppressed || figure.low === null || figure.high === null || overall === null) return null;
  if (figure.low > overall) return 'above';
  if (figure.high < overall) return 'below';
  return 'within';
}

/** 'JANE Q DOE, MD' → 'JANE Q DOE'; also ' MD' and ' M.D.' (the NPPES name carries the credential). */
export function surgeonDisplayName(name: string): string {
  return name.replace(/,?\s+M\.?D\.?\s*$/i, '').trim() || name;
}
