// The feed feature: surgeries (reviews) and their updates, follows, search, the reference data (procedures, doctors) and the feed cache.
// Public entry: app.ts and other folders import this feature only from here (docs/architecture.md).
export { createFeedCache } from './feed-cache';
export type { FeedCache, FeedCacheOptions } from './feed-cache';
export { followedSurgeryIds, notifyFollowers } from './follows';
export { followRoutes } from './follows-routes';
export { referenceRoutes } from './reference-routes';
export { listReviews } from './reviews-read';
export { reviewRoutes } from './reviews-routes';
export { updateRoutes } from './updates-routes';
