import type { Language } from '@journeys/shared/languages';
// Pure Intl, no state: the API imports the domain and has no React. A shared entry, so the remotes
// that bundle the domain use the page's one copy.
import { formatDateIn, formatRelative } from '@journeys/shared/intl';
import { EARLIEST_SURGERY_YEAR } from './constants';
import { wordsIn } from './words';

const DAY_MS = 86_400_000;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * en-US long form, e.g. 'March 4, 2024' (docs/product.md §9). UTC so a date-only value never shifts a day.
 * Written out rather than through Intl: the first UTC DateTimeFormat loads ICU time-zone data,
 * ~10 ms on a laptop and several times that on a phone, inside the feed's first render.
 * Other languages through Intl: '4 de marzo de 2024'.
 */
export function formatLongDate(value: string | Date, language: Language = 'en'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const words = wordsIn(language);
  if (Number.isNaN(date.getTime())) return words ? words('invalidDate') : 'Invalid Date';
  if (language !== 'en') return formatDateIn(date, language);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * Relative time per docs/product.md §9: seconds under 60 s, minutes under 60, hours under 24,
 * days under 7, weeks under 4, months under 12, otherwise the date.
 */
export function formatRelativeTime(
  value: string | Date,
  now: Date = new Date(),
  language: Language = 'en',
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (language !== 'en') return relativeIn(date, now, language);
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return `${plural(seconds, 'second')} ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${plural(days, 'day')} ago`;
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return `${plural(weeks, 'week')} ago`;
  const months = Math.floor(days / 30);
  if (months < 12) return `${plural(Math.max(1, months), 'month')} ago`;
  return formatLongDate(date);
}

/** The same steps in another language, through Intl: 'hace 2 semanas'. */
function relativeIn(date: Date, now: Date, language: Language): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const months = Math.floor(days / 30);
  if (seconds < 60) return formatRelative(-seconds, 'second', language);
  if (minutes < 60) return formatRelative(-minutes, 'minute', language);
  if (hours < 24) return formatRelative(-hours, 'hour', language);
  if (days < 7) return formatRelative(-days, 'day', language);
  if (days < 28) return formatRelative(-Math.floor(days / 7), 'week', language);
  if (months < 12) return formatRelative(-Math.max(1, months), 'month', language);
  return formatLongDate(date, language);
}

/**
 * Time since surgery in days, weeks, months (30 days) and years (365 days), e.g. '3 weeks post-op'.
 * Before the surgery date (an update can't be, but clocks skew) it reads 'Day of surgery'.
 */
export function formatPostOp(
  surgeryDate: string | Date,
  at: string | Date,
  language: Language = 'en',
): string {
  const from = new Date(surgeryDate).getTime();
  const to = new Date(at).getTime();
  const days = Math.floor((to - from) / DAY_MS);
  const words = wordsIn(language);
  if (words) {
    if (days <= 0) return words('dayOfSurgery');
    if (days < 7) return words('postOp', { unit: 'day', count: days });
    if (days < 30) return words('postOp', { unit: 'week', count: Math.floor(days / 7) });
    if (days < 365) return words('postOp', { unit: 'month', count: Math.floor(days / 30) });
    return words('postOp', { unit: 'year', count: Math.floor(days / 365) });
  }
  if (days <= 0) return 'Day of surgery';
  if (days < 7) return `${plural(days, 'day')} post-op`;
  if (days < 30) return `${plural(Math.floor(days / 7), 'week')} post-op`;
  if (days < 365) return `${plural(Math.floor(days / 30), 'month')} post-op`;
  return `${plural(Math.floor(days / 365), 'year')} post-op`;
}

/** Whole weeks counted as 'Week 1 … Week 12 after surgery' before the count turns to months. */
export const SURGERY_WEEKS_SHOWN = 12;
/** Whole months counted as 'N months after surgery' before the count turns to years. */
export const SURGERY_MONTHS_SHOWN = 24;

/** Whole calendar months from one UTC date to another (a birthday-style count). */
function fullMonthsBetween(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

/**
 * How long ago a surgery was, as a card says it: 'Week 1 after surgery' on the day itself and the six
 * days after (the week in progress, as a recovery plan counts it) up to 'Week 12 after surgery';
 * then whole calendar months, never fewer than 3 (twelve weeks are nearly three months, and the
 * count must not step back), '3 months after surgery' … '23 months after surgery'; then whole
 * years, '2 years after surgery'. A date still to come reads 'Surgery on March 4, 2027'.
 * Today is the viewer's local date: the surgery date is a calendar date with no time zone.
 */
export function formatTimeSinceSurgery(
  surgeryDate: string,
  now: Date = new Date(),
  language: Language = 'en',
): string {
  const surgery = new Date(surgeryDate);
  const words = wordsIn(language);
  if (Number.isNaN(surgery.getTime())) return words ? words('invalidDate') : 'Invalid Date';
  const today = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
  const days = Math.floor((today.getTime() - surgery.getTime()) / DAY_MS);
  const week = Math.floor(days / 7) + 1;
  const months = Math.max(3, fullMonthsBetween(surgery, today));
  if (words) {
    if (days < 0) return words('surgeryOn', { date: formatLongDate(surgery, language) });
    if (week <= SURGERY_WEEKS_SHOWN) return words('surgeryWeek', { week });
    if (months < SURGERY_MONTHS_SHOWN) return words('afterSurgery', { unit: 'month', count: months });
    return words('afterSurgery', { unit: 'year', count: Math.floor(months / 12) });
  }
  if (days < 0) return `Surgery on ${formatLongDate(surgery)}`;
  if (week <= SURGERY_WEEKS_SHOWN) return `Week ${week} after surgery`;
  if (months < SURGERY_MONTHS_SHOWN) return `${plural(months, 'month')} after surgery`;
  return `${plural(Math.floor(months / 12), 'year')} after surgery`;
}

/** Why a surgery date was refused: a key of the domain's catalog, so a page can say it in its language. */
export type DateCheckKey = 'dateRequired' | 'dateNotReal' | 'dateTooEarly' | 'dateInFuture';

export type DateCheck = { ok: true; date: Date } | { ok: false; key: DateCheckKey; message: string };

const DATE_CHECK_ENGLISH: Readonly<Record<DateCheckKey, string>> = {
  dateRequired: 'Surgery date is required',
  dateNotReal: 'Surgery date must be a real date',
  dateTooEarly: `Surgery date cannot be before ${EARLIEST_SURGERY_YEAR}`,
  dateInFuture: 'Surgery date cannot be in the future',
};

/** A refused date's message in a language (English until that language's words have loaded). */
export function dateCheckMessage(key: DateCheckKey, language: Language = 'en'): string {
  const words = wordsIn(language);
  return words ? words(key, { year: EARLIEST_SURGERY_YEAR }) : DATE_CHECK_ENGLISH[key];
}

function refused(key: DateCheckKey, language: Language): DateCheck {
  return { ok: false, key, message: dateCheckMessage(key, language) };
}

/** Today's date as YYYY-MM-DD in local time: the maximum of the wizard's date input. */
export function todayIsoDate(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * docs/product.md §5: required, a real calendar date, not before 1970, not in the future.
 * "Future" allows one day of slack so a member east of UTC can enter their today.
 */
export function checkSurgeryDate(
  year: number,
  month: number,
  day: number,
  now: Date = new Date(),
  language: Language = 'en',
): DateCheck {
  if (![year, month, day].every(Number.isInteger)) return refused('dateRequired', language);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return refused('dateNotReal', language);
  }
  if (year < EARLIEST_SURGERY_YEAR) return refused('dateTooEarly', language);
  if (date.getTime() > now.getTime() + DAY_MS) return refused('dateInFuture', language);
  return { ok: true, date };
}

/** Parses 'YYYY-MM-DD' (the date input's value) into the checked parts. */
export function checkSurgeryDateInput(
  value: string,
  now: Date = new Date(),
  language: Language = 'en',
): DateCheck {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return refused(value.trim() ? 'dateNotReal' : 'dateRequired', language);
  return checkSurgeryDate(Number(match[1]), Number(match[2]), Number(match[3]), now, language);
}
