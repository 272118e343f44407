/**
 * Which follow-up reminder a journey is due, as a pure function of the clock and its rows, so tests drive time instead of waiting. Each milestone closes one recovery period
 * of the insights (RECOVERY_PERIODS: 0–2 weeks ends on day 14, 2–6 weeks on day 42, …), so "a
 * period in which they already posted" is that period, and an update answering a reminder lands in
 * the period the insight curves read.
 */
import { RECOVERY_PERIODS } from '@journeys/shared/domain';

const DAY_MS = 86_400_000;

/**
 * The hour (UTC) a milestone's reminder goes out on its day: mid-morning across the United States,
 * where every surgeon of the directory practises, rather than at midnight.
 */
export const REMINDER_HOUR_UTC = 15;

/**
 * A reminder not sent within this long after its time (the worker was down) is dropped: a late
 * invitation to describe six weeks is noise once it is seven weeks.
 */
export const REMINDER_LATE_LIMIT_MS = 7 * DAY_MS;

export const MILESTONES = [
  { key: '2w', label: '2 weeks', period: RECOVERY_PERIODS[0] },
  { key: '6w', label: '6 weeks', period: RECOVERY_PERIODS[1] },
  { key: '3m', label: '3 months', period: RECOVERY_PERIODS[2] },
  { key: '6m', label: '6 months', period: RECOVERY_PERIODS[3] },
  { key: '12m', label: '12 months', period: RECOVERY_PERIODS[4] },
] as const;

export type Milestone = (typeof MILESTONES)[number];
export type MilestoneKey = Milestone['key'];

/** The days after the surgery date each milestone falls on (the last day of its period). */
export function milestoneDay(m: Milestone): number {
  return m.period.toDay;
}

/** Midnight UTC of a 'YYYY-MM-DD' surgery date. */
function surgeryDay(surgeryDate: string): number {
  return Date.parse(`${surgeryDate}T00:00:00Z`);
}

/** When the milestone's reminder is due. */
export function milestoneDueAt(surgeryDate: string, m: Milestone): Date {
  return new Date(surgeryDay(surgeryDate) + milestoneDay(m) * DAY_MS + REMINDER_HOUR_UTC * 3_600_000);
}

/** Whole days from the surgery date to `at`'s UTC date, as the insights count them. */
function daysSinceSurgery(surgeryDate: string, at: Date): number {
  const atDay = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return Math.round((atDay - surgeryDay(surgeryDate)) / DAY_MS);
}

export interface ReminderJourney {
  surgeryDate: string;
  /** When the surgery was posted. */
  postedAt: Date;
  /** The journey's newest update, if any. */
  lastUpdateAt: Date | null;
  /** Milestones whose reminder was queued already. */
  queued: readonly MilestoneKey[];
}

/**
 * The one reminder due now, or null. Only the latest milestone already reached is a candidate
 * (an earlier one missed is not sent late alongside it), and it is skipped when:
 * it was queued before; it is more than REMINDER_LATE_LIMIT_MS late; it had passed when the surgery
 * was posted; or the member posted in its period or since — the surgery itself counts as their
 * post of the period it was posted in, as it counts as that period's observation in the insights.
 * Deleted journeys have no rows, so they never get here.
 */
export function dueMilestone(journey: ReminderJourney, now: Date): Milestone | null {
  const reached = MILESTONES.filter((m) => milestoneDueAt(journey.surgeryDate, m) <= now);
  const milestone = reached.at(-1);
  if (!milestone) return null;
  const dueAt = milestoneDueAt(journey.surgeryDate, milestone);
  if (journey.queued.includes(milestone.key)) return null;
  if (now.getTime() - dueAt.getTime() > REMINDER_LATE_LIMIT_MS) return null;
  if (journey.postedAt >= dueAt) return null;
  const lastPost =
    journey.lastUpdateAt && journey.lastUpdateAt > journey.postedAt ? journey.lastUpdateAt : journey.postedAt;
  if (daysSinceSurgery(journey.surgeryDate, lastPost) >= milestone.period.fromDay) return null;
  return milestone;
}

/**
 * The surgery dates whose milestones can be due at `now`: for each milestone, the dates that put
 * it within its late limit. The sweep reads only surgeries in these ranges (an index range each).
 */
export function candidateSurgeryDateRanges(now: Date): { from: string; to: string }[] {
  return MILESTONES.map((m) => {
    const offset = milestoneDay(m) * DAY_MS + REMINDER_HOUR_UTC * 3_600_000;
    const latest = new Date(now.getTime() - offset);
    const earliest = new Date(now.getTime() - offset - REMINDER_LATE_LIMIT_MS);
    return { from: isoDate(earliest), to: isoDate(latest) };
  });
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
