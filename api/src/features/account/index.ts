// The account feature: a member's settings, their data export and erasure, and Facebook's data-deletion callback.
// Public entry: app.ts and other folders import this feature only from here (docs/architecture.md).
export { accountDataRoutes } from './account-data-routes';
export { accountSettingsRoutes } from './account-routes';
export { facebookDeletionRoutes } from './facebook-deletion-routes';
