// The client-events feature: what browsers report about the site (remote failures, web vitals,
// errors), release health, and the guard that rolls back a failing canary.
// Public entry: app.ts and the other folders import this feature from here only
// (docs/architecture.md §4).
export { clientEventRoutes } from './client-events-routes';
export { clientEventJobs } from './client-events-jobs';
export { guardCanaries, startReleaseGuard } from './release-guard';
export { deleteOldMeasurements, RUM_RETENTION_DAYS } from './rum-store';
