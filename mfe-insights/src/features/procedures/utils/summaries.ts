/**
 * The one-sentence text summary under each chart, in the page's language. The same sentences in
 * English are the shared rules' (@journeys/shared/rules), which the API writes into the page's HTML.
 */
import { currentLanguage, type Language } from '@journeys/shared/i18n';
import {
  RECOVERY_PERIODS,
  periodLabel,
  type CostFigures,
  type Proportion,
  type RecoveryPeriodPoint,
  type SatisfactionFigures,
  type WorthItPoint,
} from '@journeys/shared/rules';
import { decimal, feeling, percent } from '../../../lib/format';
import { t as catalogT, type T } from '../../../messages';
import { isShownCost, isShownWorthIt } from './shown-figures';

export { periodLabel } from '@journeys/shared/rules';

/** The open-ended last period ('Over a year') reads 'after more than a year' in a sentence. */
const isLate = (key: RecoveryPeriodPoint['period']) =>
  RECOVERY_PERIODS.find((p) => p.key === key)?.toDay === null ? 'yes' : 'no';

/**
 * Half the journeys report at least the median; symptom values are whole levels, so a median
 * between two levels (5.5) means half report the higher one (6) or better.
 */
function halfReport(median: number, t: T, language: Language): string {
  const level = Math.min(7, Math.ceil(median));
  return level === 7 ? feeling(level, language) : t('atLeast', { level: feeling(level, language) });
}

export function curveSummary(
  curve: readonly RecoveryPeriodPoint[],
  t: T = catalogT,
  language: Language = currentLanguage(),
): string {
  const points = curve.filter((p): p is RecoveryPeriodPoint & { median: number } => p.median !== null);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return t('curveNone');
  const start = {
    late: isLate(first.period),
    period: periodLabel(first.period, language),
    report: halfReport(first.median, t, language),
  };
  const sentence =
    first === last
      ? t('curveOne', start)
      : t('curveTwo', {
          ...start,
          lastLate: isLate(last.period),
          lastPeriod: periodLabel(last.period, language),
          lastReport: halfReport(last.median, t, language),
        });
  const withheld = curve.length - points.length;
  return withheld === 0 ? sentence : `${sentence} ${t('curveWithheld', { withheld, total: curve.length })}`;
}

export function betterSummary(
  better: Proportion,
  t: T = catalogT,
  language: Language = currentLanguage(),
): string {
  if (better.share === null || better.low === null || better.high === null || better.journeys === null)
    return t('betterNone');
  return t('betterSummary', {
    share: percent(better.share, language),
    count: better.journeys,
    low: percent(better.low, language),
    high: percent(better.high, language),
  });
}

export function satisfactionSummary(
  { journeys, counts, mean }: SatisfactionFigures,
  t: T = catalogT,
  language: Language = currentLanguage(),
): string {
  if (journeys === null || counts === null || mean === null) return t('satisfactionNone');
  const most = counts.indexOf(Math.max(...counts)) + 1;
  return t('satisfactionSummary', { count: journeys, mean: decimal(mean, language), most });
}

/** The latest time since surgery that is shown: the answer that has had the longest to settle. */
export function worthItSummary(
  points: readonly WorthItPoint[],
  t: T = catalogT,
  language: Language = currentLanguage(),
): string {
  const shown = points.filter(isShownWorthIt);
  const last = shown[shown.length - 1];
  if (!last) return t('worthItNone');
  return t('worthItSummary', {
    months: last.months,
    share: percent(last.share, language),
    count: last.journeys,
    low: percent(last.low, language),
    high: percent(last.high, language),
  });
}

/** What the cost figures are, and how many extreme amounts they leave out. */
export function costSummary({ payments, trimmed }: CostFigures, t: T = catalogT): string {
  // With no figure shown there is nothing to leave amounts out of, nor to say of them.
  if (!payments.some(isShownCost)) return t('costNone');
  return trimmed > 0 ? `${t('costSummary')} ${t('costTrimmed', { count: trimmed })}` : t('costSummary');
}
