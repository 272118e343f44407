import { localeOf, type Language } from '@journeys/shared/languages';

/**
 * Numbers, percentages and dates in a language's own form (docs/architecture.md §11), through Intl.
 * English dates keep the domain's written-out form (shared/src/domain/dates.ts), which spares the
 * feed's first render Intl's time-zone data; other languages pay it once.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

/** 1,234 · 1.234 */
export function formatNumber(value: number, language: Language): string {
  return cached(`n:${language}`, () => new Intl.NumberFormat(localeOf(language))).format(value);
}

/** 0.42 → '42%' · '42 %' */
export function formatPercent(value: number, language: Language): string {
  return cached(
    `p:${language}`,
    () => new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }),
  ).format(value);
}

/** 'March 3, 2026' · '3 de marzo de 2026', in UTC so a date-only value never shifts a day. */
export function formatDateIn(value: Date, language: Language): string {
  return cached(
    `d:${language}`,
    () => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(value);
}

/** 'Mar 3, 2026, 4:05 PM' · '3 mar 2026, 4:05 p. m.', in the reader's own time zone. */
export function formatDateTime(value: Date, language: Language): string {
  return cached(
    `dt:${language}`,
    () => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(value);
}

/** 'March 2026' · 'marzo de 2026' */
export function formatMonthYear(value: Date, language: Language): string {
  return cached(
    `my:${language}`,
    () => new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(value);
}

/** -2, 'week' → '2 weeks ago' · 'hace 2 semanas' */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit, language: Language): string {
  return cached(
    `r:${language}`,
    () => new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'always' }),
  ).format(value, unit);
}
