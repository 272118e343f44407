// Ids read from a page's address and from API paths. Plain JavaScript: the shell's HTML server
// (scripts/page-hints.mjs) reads addresses the same way the modules and the API do.

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

/** The feed's filters in its address: `/surgeries?surgery={id}&user={id}`. */
export function feedFilters(params) {
  return { surgery: positiveId(params.get('surgery')), user: positiveId(params.get('user')) };
}
