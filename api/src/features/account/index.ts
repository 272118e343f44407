// The account feature: a member's settings, their data export and erasure, and Facebook's data-
// deletion callback. Public entry: app.ts and the other folders import this feature from here only
// (docs/architecture.md §4).
export { accountDataRoutes } from './account-data-routes';
export { accountSettingsRoutes } from './account-routes';
export { facebookDeletionRoutes } from './facebook-deletion-routes';
