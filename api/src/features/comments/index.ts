// The comments feature: comments on a surgery or an update, and the notification a new one sends.
// Public entry: app.ts and the other folders import this feature from here only
// (docs/architecture.md §4).
export { commentThread, notifyOfComment } from './comments';
export { commentRoutes } from './comments-routes';
