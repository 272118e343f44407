/**
 * The periods a recovery curve is cut into (docs/product.md, insights): days since the surgery
 * date, each period up to and including `toDay`. The API groups in SQL by these bounds and the
 * pages label them with these words, so both read them from here.
 */
import type { Language } from '@journeys/shared/languages';
import { wordsIn } from './words';

export const RECOVERY_PERIODS = [
  { key: '0-2w', label: '0–2 weeks', fromDay: 0, toDay: 14 },
  { key: '2-6w', label: '2–6 weeks', fromDay: 15, toDay: 42 },
  { key: '6w-3m', label: '6 weeks–3 months', fromDay: 43, toDay: 91 },
  { key: '3-6m', label: '3–6 months', fromDay: 92, toDay: 182 },
  { key: '6-12m', label: '6–12 months', fromDay: 183, toDay: 365 },
  { key: '12m+', label: 'Over a year', fromDay: 366, toDay: null },
] as const;

export type RecoveryPeriodKey = (typeof RECOVERY_PERIODS)[number]['key'];
export const RECOVERY_PERIOD_KEYS = RECOVERY_PERIODS.map((p) => p.key) as [
  RecoveryPeriodKey,
  ...RecoveryPeriodKey[],
];

/**
 * Any figure built from fewer journeys than this is withheld, in the API response as in the page
 * (small-number suppression, as public health statistics do).
 */
export const MIN_JOURNEYS_SHOWN = 11;
export const SUPPRESSED_TEXT = 'Fewer than 11 journeys — not enough to show';

/** SUPPRESSED_TEXT in `language`. */
export function suppressedText(language: Language = 'en'): string {
  return wordsIn(language)?.('suppressed') ?? SUPPRESSED_TEXT;
}

/** The period a day count falls in; negative days (a date in the future) are none. */
export function recoveryPeriodOf(daysSinceSurgery: number): (typeof RECOVERY_PERIODS)[number] | undefined {
  if (!Number.isFinite(daysSinceSurgery) || daysSinceSurgery < 0) return undefined;
  return RECOVERY_PERIODS.find((p) => p.toDay === null || daysSinceSurgery <= p.toDay);
}
