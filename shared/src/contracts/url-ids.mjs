// Ids read from a page's address and from API paths. Plain JavaScript: the shell's HTML server
// (web-server/src/page-hints.mjs) reads addresses the same way the modules and the API do.
import { FEED_FILTERS, FEED_SORTS, WORTH_IT_FILTER_VALUES } from './feed-filters.mjs';

/** The largest id an `integer` (int4) primary key holds. */
export const MAX_ID = 2_147_483_647;

/**
 * The one id parser: canonical positive decimal only (`42`, not `042`, `+42`, `4.2e1`, `0x2a`,
 * `42.0` or ` 42`), at most MAX_ID. Anything else is undefined, so a hand-edited id
 * (`?user=abc`) counts as absent rather than failing the page, and the API answers 400.
 */
export function positiveId(value) {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= MAX_ID ? n : undefined;
}

/**
 * Whether a number handed on as an id (a module's props) is one `positiveId` could have read:
 * a whole number from 1 to MAX_ID.
 * @param {unknown} value
 */
export function isId(value) {
  return (
    Number.isInteger(value) && /** @type {number} */ (value) >= 1 && /** @type {number} */ (value) <= MAX_ID
  );
}

/** The longest search text the feed sends (`GET /reviews` refuses longer: FEED_SEARCH_MAX). */
export const FEED_SEARCH_LENGTH = 200;

/** A surgeon's NPI as an address spells it: ten digits, anything else is undefined. */
export function npiOf(value) {
  return typeof value === 'string' && /^\d{10}$/.test(value) ? value : undefined;
}

/** How the address spells each kind of filter (FEED_FILTERS' `kind`). */
const READ_KIND = {
  id: positiveId,
  npi: npiOf,
  /** @param {string | null} value */
  text: (value) => (value ?? '').trim().slice(0, FEED_SEARCH_LENGTH) || undefined,
  /** @param {string | null} value */
  worthIt: (value) => WORTH_IT_FILTER_VALUES.find((known) => known === value),
};

/**
 * The feed's filters in its address (`/surgeries?<each of FEED_FILTERS>&sort`), read the one way
 * the feed and the shell's HTML server (which preloads the feed's first page) read them, in
 * FEED_FILTERS order. A value that could name nothing (`?state=abc`, a 9-digit surgeon, blank
 * text) is undefined, as is the default sort 'newest'.
 * @param {URLSearchParams} params
 */
export function feedFilters(params) {
  /** @type {Record<string, number | string | undefined>} */
  const filters = {};
  for (const { name, kind } of FEED_FILTERS) filters[name] = READ_KIND[kind](params.get(name));
  const sort = params.get('sort');
  filters.sort =
    sort !== 'newest' && FEED_SORTS.some((name) => name === sort)
      ? /** @type {'updates' | 'comments'} */ (sort)
      : undefined;
  return filters;
}
