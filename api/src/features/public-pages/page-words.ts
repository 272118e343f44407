/**
 * Small text helpers shared by the public pages: site name, titles, descriptions, and the domain's
 * words (symptom levels, periods, sides, states, summaries) in the page's language, from the API's
 * catalog (src/messages, `page.*`). Members' own text is never translated; a listed surgery type is
 * named in the language (surgery-type-words), a member's own procedure as they wrote it.
 */
import {
  RECOVERY_PERIODS,
  decimal,
  percent,
  stateSearchKey,
  type Proportion,
  type RecoveryPeriodPoint,
  type Review,
  type SatisfactionFigures,
} from '@journeys/shared/domain';
import { localeOf, t, type Language } from '../../platform/i18n';
import { procedureName } from '../feed';

export const SITE_NAME = 'Surgery Journeys';
/** Search engines show about this much of a description; previews less. */
const DESCRIPTION_LENGTH = 155;
const DAY_MS = 86_400_000;

/** 'Knee Arthroscopy recovery' → 'Knee Arthroscopy recovery | Surgery Journeys'. */
export function siteTitle(subject: string): string {
  return `${subject} | ${SITE_NAME}`;
}

/** Whitespace folded to single spaces: member text keeps its line breaks, a tag must not. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The opening words of `text`, cut at a word boundary with an ellipsis when it is longer. */
export function openingWords(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = oneLine(text);
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** A surgery type's name in `language` (a listed type), or a member's own procedure as written. */
export function typeName(language: Language, name: string): string {
  return name ? procedureName(language, name) : name;
}

/** 'Knee Replacement (left), Hip Replacement (bilateral)', as the card's title says it. */
export function proceduresTitle(language: Language, procedures: Review['procedures']): string {
  return (
    procedures
      .map((p) => t(language, 'page.procedureSide', { name: typeName(language, p.name), side: p.side }))
      .join(', ') || t(language, 'page.surgery')
  );
}

/** The name a member is shown under, or the card's words for an erased account. */
export function memberName(language: Language, patient: { username: string } | null): string {
  return patient?.username ?? t(language, 'page.deletedMember');
}

/** 'Mildly better than before surgery': a symptom level's words, undefined off the scale. */
export function symptomLabel(language: Language, value: number): string | undefined {
  return Number.isInteger(value) && value >= 1 && value <= 7
    ? t(language, 'page.symptom', { value: String(value) })
    : undefined;
}

/** '0–2 weeks', 'Over a year'. */
export function periodText(language: Language, key: RecoveryPeriodPoint['period']): string {
  // ICU select keys are words: '6w-3m' → '6w_3m', '12m+' → '12m_'.
  return t(language, 'page.period', { period: key.replace(/\W/g, '_') });
}

/** 'Fewer than 11 journeys — not enough to show'. */
export function suppressed(language: Language): string {
  return t(language, 'page.suppressed');
}

/** A state's name (stored in English) in `language`: 'New York' → 'Nueva York'. */
export function stateText(language: Language, name: string): string {
  return t(language, 'page.stateName', { key: stateSearchKey(name), name });
}

/** '3 weeks post-op' / '3 semanas después de la cirugía' (formatPostOp's steps). */
export function postOp(language: Language, surgeryDate: string, at: string): string {
  const days = Math.floor((new Date(at).getTime() - new Date(surgeryDate).getTime()) / DAY_MS);
  if (days <= 0) return t(language, 'page.dayOfSurgery');
  if (days < 7) return t(language, 'page.postOp', { unit: 'day', count: days });
  if (days < 30) return t(language, 'page.postOp', { unit: 'week', count: Math.floor(days / 7) });
  if (days < 365) return t(language, 'page.postOp', { unit: 'month', count: Math.floor(days / 30) });
  return t(language, 'page.postOp', { unit: 'year', count: Math.floor(days / 365) });
}

/** A count as the language writes it: '1,234' in both English and Spanish (United States). */
export function countText(language: Language, count: number): string {
  return language === 'en' ? String(count) : new Intl.NumberFormat(localeOf(language)).format(count);
}

/** The open-ended last period ('Over a year') reads 'after more than a year' in a sentence. */
const isLate = (key: RecoveryPeriodPoint['period']) =>
  RECOVERY_PERIODS.find((p) => p.key === key)?.toDay === null ? 'yes' : 'no';

/**
 * Half the journeys report at least the median; symptom values are whole levels, so a median
 * between two levels (5.5) means half report the higher one (6) or better.
 */
function halfReport(language: Language, median: number): string {
  const level = Math.min(7, Math.ceil(median));
  const label = (symptomLabel(language, level) ?? String(level)).toLowerCase();
  return level === 7 ? label : t(language, 'page.atLeast', { level: label });
}

/** The recovery curve's one-sentence summary (the shared curveSummary, in `language`). */
export function curveText(language: Language, curve: readonly RecoveryPeriodPoint[]): string {
  const points = curve.filter((p): p is RecoveryPeriodPoint & { median: number } => p.median !== null);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return t(language, 'page.curveNone');
  const start = {
    late: isLate(first.period),
    period: periodText(language, first.period),
    report: halfReport(language, first.median),
  };
  const sentence =
    first === last
      ? t(language, 'page.curveOne', start)
      : t(language, 'page.curveTwo', {
          ...start,
          lastLate: isLate(last.period),
          lastPeriod: periodText(language, last.period),
          lastReport: halfReport(language, last.median),
        });
  const withheld = curve.length - points.length;
  return withheld === 0
    ? sentence
    : `${sentence} ${t(language, 'page.curveWithheld', { withheld, total: curve.length })}`;
}

/** The share better than before surgery, in one sentence. */
export function betterText(language: Language, better: Proportion): string {
  if (better.share === null || better.low === null || better.high === null || better.journeys === null)
    return t(language, 'page.betterNone');
  return t(language, 'page.betterSummary', {
    share: percent(better.share),
    count: better.journeys,
    low: percent(better.low),
    high: percent(better.high),
  });
}

/** The satisfaction figures, in one sentence. */
export function satisfactionText(
  language: Language,
  { journeys, counts, mean }: SatisfactionFigures,
): string {
  if (journeys === null || counts === null || mean === null) return t(language, 'page.satisfactionNone');
  const most = counts.indexOf(Math.max(...counts)) + 1;
  return t(language, 'page.satisfactionSummary', { count: journeys, mean: decimal(mean), most });
}
