/**
 * The one-sentence text summary under each chart of a procedure's page: what a reader should take
 * from it. Shared so the page (mfe-insights) and its words in the HTML the server sends (the API's
 * public pages) say the same thing.
 */
import type { Language } from '@journeys/shared/languages';
import type { Proportion, RecoveryPeriodPoint } from './entities';
import { wordsIn } from './words';
import { RECOVERY_PERIODS, SUPPRESSED_TEXT } from './recovery-periods';
import { symptomLevel } from './symptom';

/** 0.624 → '62%'. */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** Whole numbers as they are, anything else to one decimal: 5 → '5', 5.25 → '5.3'. */
export function decimal(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** '0–2 weeks', '6 weeks–3 months', 'Over a year', in `language`. */
export const periodLabel = (key: RecoveryPeriodPoint['period'], language: Language = 'en'): string => {
  const words = wordsIn(language);
  const english = RECOVERY_PERIODS.find((p) => p.key === key)?.label ?? key;
  // ICU select keys are words: '6w-3m' → '6w_3m', '12m+' → '12m_'.
  return words ? words('period', { period: key.replace(/\W/g, '_') }) : english;
};

/** A period as the sentence says it: 'at 6 weeks–3 months', 'after more than a year'. */
function when(key: RecoveryPeriodPoint['period']): string {
  const period = RECOVERY_PERIODS.find((p) => p.key === key);
  return period && period.toDay === null ? 'after more than a year' : `at ${periodLabel(key)}`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Half the journeys report at least the median; symptom values are whole levels, so a median
 * between two levels (5.5) means half report the higher one (6) or better.
 */
function halfReport(median: number): string {
  const level = Math.min(7, Math.ceil(median));
  const label = (symptomLevel(level)?.label ?? String(level)).toLowerCase();
  return level === 7 ? label : `at least ${label}`;
}

export function curveSummary(curve: readonly RecoveryPeriodPoint[]): string {
  const points = curve.filter((p): p is RecoveryPeriodPoint & { median: number } => p.median !== null);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return `${SUPPRESSED_TEXT} in any period since surgery, so no curve is drawn.`;
  const start = `${capitalized(when(first.period))}, half the members report ${halfReport(first.median)}`;
  const withheld = curve.length - points.length;
  const rest =
    withheld === 0
      ? ''
      : withheld === 1
        ? ` 1 of ${curve.length} periods has fewer than 11 journeys and is not shown.`
        : ` ${withheld} of ${curve.length} periods have fewer than 11 journeys and are not shown.`;
  if (first === last) return `${start}.${rest}`;
  return `${start}; ${when(last.period)}, ${halfReport(last.median)}.${rest}`;
}

export function betterSummary(better: Proportion): string {
  if (better.share === null || better.low === null || better.high === null || better.journeys === null)
    return `Share better than before: ${SUPPRESSED_TEXT}.`;
  return `${percent(better.share)} of ${better.journeys} members report feeling better than before surgery (95% interval ${percent(better.low)} to ${percent(better.high)}).`;
}

export interface SatisfactionFigures {
  journeys: number | null;
  counts: readonly number[] | null;
  mean: number | null;
}

export function satisfactionSummary({ journeys, counts, mean }: SatisfactionFigures): string {
  if (journeys === null || counts === null || mean === null) return `Satisfaction: ${SUPPRESSED_TEXT}.`;
  const most = counts.indexOf(Math.max(...counts)) + 1;
  return `${journeys} members rate their surgery ${decimal(mean)} stars on average; ${most} ${most === 1 ? 'star' : 'stars'} is the most common rating.`;
}
