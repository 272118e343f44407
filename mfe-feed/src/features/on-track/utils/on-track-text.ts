import {
  RECOVERY_PERIODS,
  SUPPRESSED_TEXT,
  SURGERY_WEEKS_SHOWN,
  symptomLevel,
  type OnTrack,
} from '@journeys/shared/rules';

/** 'Moderately better', 'About the same': a symptom level without its ' than before surgery'. */
export function shortSymptomLabel(value: number): string | undefined {
  return symptomLevel(value)?.label.replace(/ (than|as) before surgery$/, '');
}

/**
 * 'At week 6' as the card counts weeks (the week in progress: the API's whole weeks plus one); later,
 * the recovery period the comparison is made in: 'At 3–6 months', 'After a year'.
 */
function when({ weeksSinceSurgery, period }: OnTrack): string | undefined {
  const week = weeksSinceSurgery == null ? null : weeksSinceSurgery + 1;
  if (week != null && week <= SURGERY_WEEKS_SHOWN) return `At week ${week}`;
  const label = RECOVERY_PERIODS.find((p) => p.key === period)?.label;
  if (!label) return undefined;
  return period === '12m+' ? 'After a year' : `At ${label}`;
}

/**
 * The member's own card: where their latest symptom report sits among other journeys with the same
 * procedure at the same period since surgery (docs/product.md §2), e.g. 'At week 6 most members
 * report Moderately better; you report Significantly better.' Withheld under 11 journeys.
 */
export function onTrackText(onTrack: OnTrack): string {
  if (onTrack.procedure == null)
    return 'None of your procedures is a listed one, so there is nothing to compare.';
  const at = when(onTrack);
  if (onTrack.period == null || !at) return 'The comparison starts on the day of your surgery.';
  const { others } = onTrack;
  if (others.suppressed || others.median == null) return SUPPRESSED_TEXT;
  const theirs = shortSymptomLabel(Math.round(others.median));
  const yours = shortSymptomLabel(onTrack.yours);
  if (!theirs || !yours) return SUPPRESSED_TEXT;
  return `${at} most members report ${theirs}; you report ${yours}.`;
}
