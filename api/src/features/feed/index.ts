// The feed feature: surgeries (reviews) and their updates, follows, search and the reference data
// (procedures, doctors). Public entry: app.ts and the other folders import this feature from here
// only (docs/architecture.md §4).
export { everyoneNotified, followedSurgeryIds, notifyOfUpdate } from './follows';
export { followRoutes } from './follows-routes';
export { referenceRoutes } from './reference-routes';
export { getReview, listReviews } from './reviews-read';
export { deleteCostsOf } from './surgery-costs';
export { reviewRoutes } from './reviews-routes';
export { updateRoutes } from './updates-routes';
export { procedureName, proceduresNamedIn, surgeryTypeIn } from './surgery-type-words';
