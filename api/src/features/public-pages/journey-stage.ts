/**
 * Where a journey is now, for its title: 'week 12', 'month 5', 'year 2' — the same counts the card's
 * 'Week 12 after surgery' uses (formatTimeSinceSurgery), in UTC as a server has no viewer's zone.
 */
import { SURGERY_MONTHS_SHOWN, SURGERY_WEEKS_SHOWN } from '@journeys/shared/domain';

const DAY_MS = 86_400_000;

export interface JourneyStage {
  /** 'week 12', 'month 5', 'year 2', or null before the surgery date. */
  label: string | null;
  /** Whole weeks since surgery (0 on the day and before). */
  weeks: number;
}

export function journeyStage(surgeryDate: string, now: Date): JourneyStage {
  const surgery = new Date(`${surgeryDate.slice(0, 10)}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Math.floor((today - surgery.getTime()) / DAY_MS);
  if (Number.isNaN(days) || days < 0) return { label: null, weeks: 0 };
  const weeks = Math.floor(days / 7);
  if (weeks + 1 <= SURGERY_WEEKS_SHOWN) return { label: `week ${weeks + 1}`, weeks };
  const to = new Date(today);
  let months =
    (to.getUTCFullYear() - surgery.getUTCFullYear()) * 12 + to.getUTCMonth() - surgery.getUTCMonth();
  if (to.getUTCDate() < surgery.getUTCDate()) months -= 1;
  months = Math.max(3, months);
  if (months < SURGERY_MONTHS_SHOWN) return { label: `month ${months}`, weeks };
  return { label: `year ${Math.floor(months / 12)}`, weeks };
}
