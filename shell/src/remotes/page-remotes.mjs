// Which remotes and API calls a page needs for its first view. Plain JavaScript so that the
// browser (preload-remotes.ts) and the shell's HTML server (scripts/page-hints.mjs) read one table.

/** The remote modules a page shows at once. Only members see the bell; /notifications is theirs. */
export function remotesForPage(pathname, { member }) {
  const ids = [];
  if (/^\/surgeries\/?$/.test(pathname)) ids.push('feed/Feed', 'comments/Comments');
  if (pathname === '/notifications') ids.push('notifications/NotificationsPage');
  if (pathname !== '/' && (member || pathname === '/notifications'))
    ids.push('notifications/NotificationBell');
  return ids;
}

/** A hand-edited id (`?user=abc`) filters nothing, as in the feed's own reading of the URL. */
function positiveId(value) {
  if (value == null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * The visitor-visible API request a page makes first, as path and query: the feed's first page
 * (`fetchReviews` sends `surgery`, then `user`). Requests that need the member's bearer token
 * cannot be started from HTML and are not listed.
 */
export function firstApiRequest(pathname, search) {
  if (!/^\/surgeries\/?$/.test(pathname)) return null;
  const params = new URLSearchParams(search);
  const query = new URLSearchParams();
  const surgery = positiveId(params.get('surgery'));
  const user = positiveId(params.get('user'));
  if (surgery != null) query.set('surgery', String(surgery));
  if (user != null) query.set('user', String(user));
  const qs = query.toString();
  return qs ? `/reviews?${qs}` : '/reviews';
}
