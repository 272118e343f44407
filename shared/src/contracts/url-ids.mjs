// Ids read from a page's address. Plain JavaScript: the shell's HTML server (scripts/page-hints.mjs)
// reads addresses the same way the modules do.

/** A hand-edited id (`?user=abc`) counts as absent rather than failing the page. */
export function positiveId(value) {
  if (value == null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The feed's filters in its address: `/surgeries?surgery={id}&user={id}`. */
export function feedFilters(params) {
  return { surgery: positiveId(params.get('surgery')), user: positiveId(params.get('user')) };
}
