import type { HelpCalendar, HelpNeed, HelpSlot } from '@journeys/shared/domain';

/** A day of a need with the need it belongs to (its kind, times, place and notes). */
export interface DaySlot {
  need: HelpNeed;
  slot: HelpSlot;
}

/** Every slot of the calendar by day, each day's slots by start time. */
export function slotsByDay(calendar: HelpCalendar): Map<string, DaySlot[]> {
  const days = new Map<string, DaySlot[]>();
  for (const need of calendar.needs) {
    for (const slot of need.slots) {
      const list = days.get(slot.date) ?? [];
      list.push({ need, slot });
      days.set(slot.date, list);
    }
  }
  for (const list of days.values()) list.sort((a, b) => a.slot.startsAt.localeCompare(b.slot.startsAt));
  return days;
}

/** Whether the slot's time is over: nobody signs up for it or leaves it any more. */
export const isPast = (slot: HelpSlot, now: number = Date.now()) => Date.parse(slot.endsAt) <= now;

/** Whether a slot still starts in the future. */
export const isUpcoming = (slot: HelpSlot, now: number = Date.now()) => Date.parse(slot.startsAt) > now;
