// The comments feature: comments on a surgery or an update, and the notification a new one sends.
// Public entry: app.ts and other folders import this feature only from here (docs/architecture.md).
export { notifyOfComment } from './comments';
export { commentRoutes } from './comments-routes';
