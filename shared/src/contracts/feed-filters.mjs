// The feed's filters, each declared once (docs/architecture.md §9, "Add a feed filter"). Everything
// that names them derives from this list: reading the address (url-ids.mjs) and writing it
// (paths.feed), the query key, the client's GET /reviews parameters, the API's query-string schema
// and its feed cache key, the chips and the count of active filters. Plain JavaScript without zod,
// so the shell's HTML server and landing chunk read it as cheaply as the route table.

/** The feed's sort orders (`?sort=`); 'newest' is the default and is left out of links. */
export const FEED_SORTS = /** @type {const} */ (['newest', 'updates', 'comments']);

/**
 * The 'Worth it' filter's values: journeys whose latest answer is 'Worth it', 'Not sure yet' or
 * 'Not worth it' (WORTH_IT_OF_FILTER in the domain maps each to its answer).
 */
export const WORTH_IT_FILTER_VALUES = /** @type {const} */ (['yes', 'not_yet', 'no']);

/**
 * One entry per filter, in the order of the address and of GET /reviews' query string (the shell
 * preloads the feed's first page by spelling it the way `fetchReviews` does, so the two must agree).
 * - `name`: the address parameter, the GET /reviews parameter and the property of filter objects.
 * - `kind`: how a value is read and checked. 'id' is a positive id (`positiveId`), 'npi' a
 *   10-digit NPI (`npiOf`), 'text' free text, trimmed, blank meaning none, 'worthIt' one of
 *   WORTH_IT_FILTER_VALUES.
 * - `chip`: the chip's text until the feed knows a name for the value ('Procedure 12').
 * - `chipOrder`: where its chip shows among the active filters, ascending.
 * A filter's description in the OpenAPI document, if any, is in FEED_FILTER_DESCRIPTIONS.
 */
export const FEED_FILTERS = /** @type {const} */ ([
  {
    name: 'surgery',
    kind: 'id',
    chip: /** @param {number | string} value */ (value) => `Surgery ${value}`,
    chipOrder: 6,
  },
  {
    name: 'user',
    kind: 'id',
    chip: /** @param {number | string} value */ (value) => `Member ${value}`,
    chipOrder: 5,
  },
  {
    name: 'procedure',
    kind: 'id',
    chip: /** @param {number | string} value */ (value) => `Procedure ${value}`,
    chipOrder: 1,
  },
  {
    name: 'state',
    kind: 'id',
    chip: /** @param {number | string} value */ (value) => `State ${value}`,
    chipOrder: 2,
  },
  {
    name: 'surgeon',
    kind: 'npi',
    chip: /** @param {number | string} value */ (value) => `NPI ${value}`,
    chipOrder: 3,
  },
  {
    name: 'q',
    kind: 'text',
    chip: /** @param {number | string} value */ (value) => `"${value}"`,
    chipOrder: 4,
  },
  {
    name: 'worthIt',
    kind: 'worthIt',
    chip: /** @param {number | string} value */ (value) => `Worth it: ${value}`,
    chipOrder: 7,
  },
]);

/**
 * @typedef {(typeof FEED_FILTERS)[number]} FeedFilter
 * @typedef {FeedFilter['name']} FeedFilterName
 * @typedef {FeedFilter['kind']} FeedFilterKind
 * @typedef {{ id: number, npi: string, text: string, worthIt: (typeof WORTH_IT_FILTER_VALUES)[number] }} FeedFilterKindValue
 * @typedef {{ [F in FeedFilter as F['name']]?: FeedFilterKindValue[F['kind']] }} FeedFilterValues
 */

/**
 * The OpenAPI description of a filter's GET /reviews parameter, if it has one; apart from
 * FEED_FILTERS so that the pages, which never read it, do not download it.
 * @type {{ [K in FeedFilterName]?: string }}
 */
export const FEED_FILTER_DESCRIPTIONS = {
  procedure: 'Surgery type id: journeys with a procedure of this type',
  state: 'State id: journeys in this state',
  surgeon: 'Surgeon NPI: journeys with this surgeon',
  q: 'Free text over the surgery, its procedures and its updates, English stemming, web search syntax ("a phrase", -word, or); empty means no search',
  worthIt:
    "Journeys whose latest 'Was it worth it?' answer is yes (Worth it), not_yet (Not sure yet) or no (Not worth it)",
};

/** The filters in the order their chips show. */
export const FEED_FILTER_CHIPS = /* @__PURE__ */ [...FEED_FILTERS].sort((a, b) => a.chipOrder - b.chipOrder);

/**
 * A filter's value as GET /reviews receives it and as the feed's caches tell lists apart:
 * text trimmed, and an empty value absent, as the API reads it (so `q=''` and `q=' '` are one list).
 * @param {FeedFilter} filter
 * @param {number | string | null | undefined} value
 * @returns {number | string | undefined}
 */
export function feedQueryValue(filter, value) {
  const given = filter.kind === 'text' && typeof value === 'string' ? value.trim() : value;
  return given === '' || given == null ? undefined : given;
}

/**
 * Only the filters of an object that may hold more (the feed's address state, a page request),
 * in FEED_FILTERS order, each as `feedQueryValue` gives it; absent ones are left out.
 * @param {Partial<Record<FeedFilterName, number | string | null>>} values
 * @returns {FeedFilterValues}
 */
export function feedQuery(values) {
  /** @type {Record<string, number | string>} */
  const query = {};
  for (const filter of FEED_FILTERS) {
    const value = feedQueryValue(filter, values[filter.name]);
    if (value !== undefined) query[filter.name] = value;
  }
  return query;
}
