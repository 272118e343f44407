/**
 * The service worker's caches, named once for the worker and the page. Files hold code only and
 * stay across log-outs; pages and answers may hold what a member saw, so a log-out deletes them
 * (docs/security.md §14).
 */
export const FILES_CACHE = 'journeys-files-v1';
export const PAGES_CACHE = 'journeys-pages-v1';
export const ANSWERS_CACHE = 'journeys-answers-v1';

/** The caches a log-out deletes. */
export const MEMBER_CACHES = [PAGES_CACHE, ANSWERS_CACHE];
