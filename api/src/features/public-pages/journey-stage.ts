/**
 * Where a journey is now, for its title: 'week 12', 'month 5', 'year 2' — the same counts the card's
 * 'Week 12 after surgery' uses (formatTimeSinceSurgery), in UTC as a server has no viewer's zone.
 */
import { SURGERY_MONTHS_SHOWN, SURGERY_WEEKS_SHOWN } from '@journeys/shared/domain';
import { t, type Language } from '../../platform/i18n';

const DAY_MS = 86_400_000;

export interface JourneyStage {
  /** 'week 12', 'month 5', 'year 2', or null before the surgery date. */
  label: string | null;
  /** The label's unit and count, to say it in a language (page-words' stageText). */
  unit: 'week' | 'month' | 'year' | null;
  count: number;
  /** Whole weeks since surgery (0 on the day and before). */
  weeks: number;
}

export function journeyStage(surgeryDate: string, now: Date): JourneyStage {
  const surgery = new Date(`${surgeryDate.slice(0, 10)}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Math.floor((today - surgery.getTime()) / DAY_MS);
  if (Number.isNaN(days) || days < 0) return { label: null, unit: null, count: 0, weeks: 0 };
  const weeks = Math.floor(days / 7);
  if (weeks + 1 <= SURGERY_WEEKS_SHOWN)
    return { label: `week ${weeks + 1}`, unit: 'week', count: weeks + 1, weeks };
  const to = new Date(today);
  let months =
    (to.getUTCFullYear() - surgery.getUTCFullYear()) * 12 + to.getUTCMonth() - surgery.getUTCMonth();
  if (to.getUTCDate() < surgery.getUTCDate()) months -= 1;
  months = Math.max(3, months);
  if (months < SURGERY_MONTHS_SHOWN) return { label: `month ${months}`, unit: 'month', count: months, weeks };
  const years = Math.floor(months / 12);
  return { label: `year ${years}`, unit: 'year', count: years, weeks };
}

/** The stage as a title says it in `language` ('week 12', 'semana 12'), null before the surgery. */
export function stageText(language: Language, stage: JourneyStage): string | null {
  return stage.unit ? t(language, 'page.stage', { unit: stage.unit, count: stage.count }) : null;
}

/** The stage as an image's heading says it: 'Week 12 of a recovery journey'. */
export function stageHeading(language: Language, stage: JourneyStage): string {
  return stage.unit
    ? t(language, 'page.imageStage', { unit: stage.unit, count: stage.count })
    : t(language, 'page.imageNoStage');
}
