/**
 * Wall-clock times of a help calendar's zone as instants, with Intl alone: a slot is '18:00 on
 * 2026-05-12 in America/Chicago', whatever the server's zone, and a DST change between two days
 * of a repeating need moves its instant, not its wall-clock time.
 */

const DAY_MS = 86_400_000;

/** True when the runtime knows `zone` as an IANA time zone name. */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The zone's wall clock at `instant`, as the milliseconds of the same wall clock read as UTC. */
function wallClockAsUtc(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** How far the zone is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, zone: string): number {
  return wallClockAsUtc(instant - (instant % 1000), zone) - (instant - (instant % 1000));
}

/**
 * The instant of `time` ('HH:MM') on `day` ('YYYY-MM-DD') in `zone`. A time the clocks skip (the
 * spring-forward hour) lands just after the jump; a time that happens twice takes the first.
 */
export function zonedInstant(day: string, time: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const asUtc = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0);
  const first = asUtc - offsetAt(asUtc, zone);
  const second = asUtc - offsetAt(first, zone);
  if (first === second) return new Date(first);
  // Around a change the two guesses differ: the earlier one that reads back as the asked time wins.
  for (const candidate of [Math.min(first, second), Math.max(first, second)])
    if (wallClockAsUtc(candidate, zone) === asUtc) return new Date(candidate);
  return new Date(Math.max(first, second));
}

/** The calendar day ('YYYY-MM-DD') it is at `instant` in `zone`. */
export function dayIn(instant: Date, zone: string): string {
  return new Date(wallClockAsUtc(instant.getTime(), zone)).toISOString().slice(0, 10);
}

/** The zone's wall-clock time ('HH:MM') at `instant`. */
export function timeIn(instant: Date, zone: string): string {
  return new Date(wallClockAsUtc(instant.getTime(), zone)).toISOString().slice(11, 16);
}

/** `day` moved by `days` (calendar arithmetic, no zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
