import { localeOf, type Language } from '@journeys/shared/languages';

/**
 * Calendar days as the API spells them ('2026-05-12', in the calendar's time zone) and times of
 * day ('18:00'). Days are computed and formatted in UTC, so a day never shifts by the reader's zone.
 */

const MS_PER_DAY = 86_400_000;

const utcOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** Today in a time zone (the calendar's); UTC when the zone is one this browser does not know. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

export function addDays(day: string, days: number): string {
  return new Date(utcOf(day).getTime() + days * MS_PER_DAY).toISOString().slice(0, 10);
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

/** 'Tuesday, May 12' · 'martes, 12 de mayo' */
export function formatDay(day: string, language: Language): string {
  return formatter(language, { weekday: 'long', month: 'long', day: 'numeric' }).format(utcOf(day));
}

/** 'Tue, May 12' · 'mar, 12 may': a grid column's heading. */
export function formatShortDay(day: string, language: Language): string {
  return formatter(language, { weekday: 'short', month: 'short', day: 'numeric' }).format(utcOf(day));
}

/** '18:00' → '6:00 PM' · '18:00' */
export function formatTime(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatter(language, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(Date.UTC(1970, 0, 1, hours, minutes)),
  );
}

/** An instant (an invite's end) as a date in the reader's own zone: 'June 11, 2026'. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(new Date(iso));
}
