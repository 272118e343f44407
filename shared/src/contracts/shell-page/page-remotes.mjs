// Which remotes and API calls a page needs for its first view. Plain JavaScript so that the
// browser (preload-remotes.ts) and the shell's HTML server (web-server/src/page-hints.mjs) read one table:
// the module map's routes and slots.
import { pageRoutes, slots } from '@journeys/shared/module-map';
import { matchPath, routePatterns } from '@journeys/shared/paths';
import { feedFilters, npiOf, positiveId } from '@journeys/shared/url-ids';

const ROUTES = pageRoutes();
const SLOTS = slots();

/**
 * The remote modules a page shows at once: the page's own remote, the slots inside it and the
 * header's slots (every page but the landing page has the header), except slots fetched on
 * demand (`when: 'prompted' | 'shown'`). Members-only slots (the bell)
 * count for members and on members-only pages, which only members stay on.
 */
export function remotesForPage(pathname, { member }) {
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  const ids = route ? [route.id] : [];
  const members = member || route?.members === true;
  for (const slot of SLOTS) {
    const shown = slot.in === 'header' ? !matchPath(routePatterns.landing, pathname) : ids.includes(slot.in);
    // `when` set: fetched when the host shows it or a reader is prompted (a card's photo
    // dialogs), not with the page.
    if (shown && !slot.when && (!slot.members || members) && !ids.includes(slot.id)) ids.push(slot.id);
  }
  return ids;
}

/**
 * The visitor-visible API request a page makes first, as path and query, exactly as its module
 * sends it: the feed's first page for the filters in the address (`feedFilters` reads them in
 * FEED_FILTERS order, the order `fetchReviews` sends them in), an insight page's figures. Requests that need the member's bearer token cannot be
 * started from HTML and are not listed.
 */
export function firstApiRequest(pathname, search) {
  if (matchPath(routePatterns.procedures, pathname)) return '/insights/procedures';
  const procedure = positiveId(matchPath(routePatterns.procedure, pathname)?.id);
  if (procedure !== undefined) return `/insights/procedures/${procedure}`;
  const npi = npiOf(matchPath(routePatterns.surgeon, pathname)?.npi);
  if (npi !== undefined) return `/insights/surgeons/${npi}`;
  if (!matchPath(routePatterns.feed, pathname)) return null;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(feedFilters(new URLSearchParams(search))))
    if (value !== undefined) query.set(name, String(value));
  const qs = query.toString();
  return qs ? `/reviews?${qs}` : '/reviews';
}
