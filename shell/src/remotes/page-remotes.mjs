// Which remotes and API calls a page needs for its first view. Plain JavaScript so that the
// browser (preload-remotes.ts) and the shell's HTML server (scripts/page-hints.mjs) read one table.
import { feedFilters } from '@journeys/shared/url-ids';

/** The remote modules a page shows at once. Only members see the bell; /notifications is theirs. */
export function remotesForPage(pathname, { member }) {
  const ids = [];
  if (/^\/surgeries\/?$/.test(pathname)) ids.push('feed/Feed', 'comments/Comments');
  if (pathname === '/notifications') ids.push('notifications/NotificationsPage');
  if (pathname !== '/' && (member || pathname === '/notifications'))
    ids.push('notifications/NotificationBell');
  return ids;
}

/**
 * The visitor-visible API request a page makes first, as path and query: the feed's first page
 * for the filters the feed reads (`fetchReviews` sends `surgery`, then `user`). Requests that
 * need the member's bearer token cannot be started from HTML and are not listed.
 */
export function firstApiRequest(pathname, search) {
  if (!/^\/surgeries\/?$/.test(pathname)) return null;
  const { surgery, user } = feedFilters(new URLSearchParams(search));
  const query = new URLSearchParams();
  if (surgery != null) query.set('surgery', String(surgery));
  if (user != null) query.set('user', String(user));
  const qs = query.toString();
  return qs ? `/reviews?${qs}` : '/reviews';
}
