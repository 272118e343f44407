// The one route table (docs/product.md §2): react-router's patterns and the builders of links,
// redirects, page hints and emails, each defined once. Plain JavaScript, so Node (the shell's HTML
// server, the module map, the API's emails) reads it as the browser does.
import { FEED_FILTERS } from './feed-filters.mjs';

export { FEED_SORTS } from './feed-filters.mjs';

/** Route patterns for react-router; `:name` is one path segment. */
export const routePatterns = /** @type {const} */ ({
  landing: '/',
  feed: '/surgeries',
  createReview: '/create-review',
  editReview: '/review/:id/edit',
  addUpdate: '/:surgery/update',
  /** The installed app's 'Add an update' shortcut: the member's one journey's update form (the shell's page). */
  updateShortcut: '/update',
  editUpdate: '/update/:id/edit',
  notifications: '/notifications',
  verifyEmail: '/verify-email',
  account: '/account',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  facebookDeletion: '/facebook-deletion',
  procedures: '/procedures',
  procedure: '/procedures/:id',
  surgeon: '/surgeons/:npi',
  unsubscribe: '/unsubscribe',
  moderation: '/moderation',
  communityRules: '/community-rules',
  /** The help calendars the member belongs to. Never public (docs/product.md §10). */
  help: '/help',
  /** One surgery's help calendar: its owner, caregivers and invited helpers only; 404 to anyone else. */
  helpCalendar: '/help/:surgery',
  /** Where an invite link or a caregiver invitation leads; the token follows '#', so no server logs it. */
  helpInvite: '/help-invite',
});

/**
 * A pattern with its `:name` segments filled in.
 * @param {string} pattern
 * @param {Record<string, number | string>} params
 */
function fill(pattern, params) {
  return pattern.replace(/:(\w+)/g, (_, name) => encodeURIComponent(String(params[name])));
}

/**
 * A path with the given query parameters, in the given order; absent ones are left out.
 * @param {string} path
 * @param {[string, number | string | undefined][]} entries
 */
function withQuery(path, entries) {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (value != null) params.set(name, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The account page's notification settings, which the notifications page links to. */
export const NOTIFICATION_SETTINGS_ID = 'notifications';

/** Links to every page. Modules navigate with these, never with string literals. */
export const paths = {
  landing: () => routePatterns.landing,
  /**
   * The feed, filtered: each of FEED_FILTERS by its name (`procedure` a surgery type id, `state` a
   * state id, `surgeon` an NPI, `q` free text...), `sort` one of FEED_SORTS, `comment` the comment
   * a link opens in its surgery, `login` the login prompt. The filters' names are also
   * `GET /reviews` query parameters. An empty value is left out.
   * @param {import('./feed-filters.mjs').FeedFilterValues & { comment?: number, login?: boolean, sort?: 'newest' | 'updates' | 'comments' }} [filters]
   */
  feed: ({ comment, login, sort, ...filters } = {}) =>
    withQuery(routePatterns.feed, [
      ...FEED_FILTERS.flatMap(({ name }) => {
        const value = filters[name];
        /** @type {[string, number | string | undefined]} */
        const entry = [name, value === '' ? undefined : value];
        // A comment's link names its surgery, then the comment in it.
        return name === 'surgery'
          ? [entry, /** @type {[string, number | undefined]} */ (['comment', comment])]
          : [entry];
      }),
      ['sort', sort === 'newest' ? undefined : sort],
      ['login', login ? 'true' : undefined],
    ]),
  /**
   * docs/product.md §2 writes the header link with a slash before the query: '/surgeries/?user={id}'.
   * @param {number} userId
   */
  memberSurgeries: (userId) => withQuery(`${routePatterns.feed}/`, [['user', userId]]),
  createReview: () => routePatterns.createReview,
  /** @param {number} id */
  editReview: (id) => fill(routePatterns.editReview, { id }),
  /** @param {number} surgeryId */
  addUpdate: (surgeryId) => fill(routePatterns.addUpdate, { surgery: surgeryId }),
  /** @param {number} id */
  editUpdate: (id) => fill(routePatterns.editUpdate, { id }),
  notifications: () => routePatterns.notifications,
  /** @param {string} [token] */
  verifyEmail: (token) => withQuery(routePatterns.verifyEmail, [['token', token]]),
  account: () => routePatterns.account,
  /** The account page scrolled to its notification settings (push on this device, each kind's ways). */
  notificationSettings: () => `${routePatterns.account}#${NOTIFICATION_SETTINGS_ID}`,
  /** @param {string} [token] */
  resetPassword: (token) => withQuery(routePatterns.resetPassword, [['token', token]]),
  /** @param {string} [token] */
  confirmEmail: (token) => withQuery(routePatterns.confirmEmail, [['token', token]]),
  /** @param {string} [code] */
  facebookDeletion: (code) => withQuery(routePatterns.facebookDeletion, [['code', code]]),
  procedures: () => routePatterns.procedures,
  /** @param {number} id a surgery type id */
  procedure: (id) => fill(routePatterns.procedure, { id }),
  /** @param {string} npi */
  surgeon: (npi) => fill(routePatterns.surgeon, { npi }),
  /** @param {string} [token] the signed unsubscribe token of an email */
  unsubscribe: (token) => withQuery(routePatterns.unsubscribe, [['token', token]]),
  moderation: () => routePatterns.moderation,
  communityRules: () => routePatterns.communityRules,
  help: () => routePatterns.help,
  /** @param {number} surgeryId */
  helpCalendar: (surgeryId) => fill(routePatterns.helpCalendar, { surgery: surgeryId }),
  /** @param {string} token a helper invite link's or a caregiver invitation's token */
  helpInvite: (token) => `${routePatterns.helpInvite}#${encodeURIComponent(token)}`,
};

/**
 * A route pattern matched against a pathname as react-router matches it: its params, or null.
 * Static segments match exactly, `:name` matches one non-empty segment; a trailing slash is
 * ignored.
 * @param {string} pattern e.g. '/review/:id/edit'
 * @param {string} pathname
 * @returns {Record<string, string> | null}
 */
export function matchPath(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  /** @type {Record<string, string>} */
  const params = {};
  for (let i = 0; i < want.length; i++) {
    const segment = /** @type {string} */ (want[i]);
    const value = /** @type {string} */ (have[i]);
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  try {
    for (const name of Object.keys(params))
      params[name] = decodeURIComponent(/** @type {string} */ (params[name]));
  } catch {
    return null; // a malformed escape ('/%E0/update') names nothing
  }
  return params;
}
