/**
 * What the service worker and the page share, named once: the worker's caches and its messages.
 * The caches: Files hold code only and
 * stay across log-outs; pages and answers may hold what a member saw, so a log-out deletes them
 * (docs/security.md §14).
 */
export const FILES_CACHE = 'journeys-files-v1';
export const PAGES_CACHE = 'journeys-pages-v1';
export const ANSWERS_CACHE = 'journeys-answers-v1';

/** The caches a log-out deletes. */
export const MEMBER_CACHES = [PAGES_CACHE, ANSWERS_CACHE];

/** Messages between the worker and its pages. */
export const WORKER_MESSAGES = {
  /** Worker → page: whether its answers now come from this device (`fromDevice`). */
  answer: 'journeys:answer',
  /** Worker → page: the network answered after a saved copy was shown; read again. */
  fresher: 'journeys:fresher',
  /** Page → worker: the member logged out; forget what they saw. */
  loggedOut: 'journeys:logged-out',
} as const;
