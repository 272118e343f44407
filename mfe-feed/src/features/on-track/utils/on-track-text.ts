import type { Language } from '@journeys/shared/i18n';
import {
  RECOVERY_PERIODS,
  suppressedText,
  SURGERY_WEEKS_SHOWN,
  symptomLevel,
  type OnTrack,
} from '@journeys/shared/rules';
import type { T } from '../messages';

/**
 * 'week' (at week 6, as the card counts weeks: the week in progress, the API's whole weeks plus
 * one); later, the recovery period the comparison is made in, 'p0' … 'p4' ('At 3–6 months'), or
 * 'After a year' for the last. The message 'onTrack' says each.
 */
function when({ weeksSinceSurgery, period }: OnTrack): { at: string; w: number } | undefined {
  const week = weeksSinceSurgery == null ? null : weeksSinceSurgery + 1;
  if (week != null && week <= SURGERY_WEEKS_SHOWN) return { at: 'week', w: week };
  const index = RECOVERY_PERIODS.findIndex((p) => p.key === period);
  if (index < 0) return undefined;
  return { at: period === '12m+' ? 'year' : `p${index}`, w: 0 };
}

/**
 * The member's own card: where their latest symptom report sits among other journeys with the same
 * procedure at the same period since surgery (docs/product.md §2), e.g. 'At week 6 most members
 * report Moderately better; you report Significantly better.' Withheld under 11 journeys.
 */
export function onTrackText(onTrack: OnTrack, t: T, language: Language): string {
  if (onTrack.procedure == null) return t('noList');
  const at = when(onTrack);
  if (onTrack.period == null || !at) return t('notYet');
  const { others } = onTrack;
  const suppressed = suppressedText(language);
  if (others.suppressed || others.median == null) return suppressed;
  const theirs = symptomLevel(Math.round(others.median));
  const yours = symptomLevel(onTrack.yours);
  if (!theirs || !yours) return suppressed;
  return t('onTrack', { ...at, theirs: t('lvl', { v: theirs.value }), yours: t('lvl', { v: yours.value }) });
}
