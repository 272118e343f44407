/** The days a need covers and their slots' instants: pure, from the need's row and the calendar's zone. */
import type { HelpRepeat } from '@journeys/shared/domain';
import { addDays, zonedInstant } from './zoned-time';

export interface NeedTiming {
  firstDay: string;
  startTime: string;
  endTime: string;
  repeat: HelpRepeat;
  repeatCount: number;
}

/** Every day of the need, first first: one for 'none', else `repeatCount` days 1 or 7 apart. */
export function daysOf(need: NeedTiming): string[] {
  if (need.repeat === 'none') return [need.firstDay];
  const step = need.repeat === 'daily' ? 1 : 7;
  return Array.from({ length: need.repeatCount }, (_, i) => addDays(need.firstDay, i * step));
}

export interface SlotTime {
  day: string;
  startsAt: Date;
  endsAt: Date;
}

export function slotTime(need: NeedTiming, day: string, zone: string): SlotTime {
  return {
    day,
    startsAt: zonedInstant(day, need.startTime, zone),
    endsAt: zonedInstant(day, need.endTime, zone),
  };
}

export function slotTimesOf(need: NeedTiming, zone: string): SlotTime[] {
  return daysOf(need).map((day) => slotTime(need, day, zone));
}
