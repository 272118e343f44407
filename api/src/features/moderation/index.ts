// The moderation feature: reports, the moderation queue and its actions, and moderator roles.
// Public entry: app.ts and other folders import this feature only from here (docs/architecture.md).
export { moderationRoutes } from './moderation-routes';
export { RoleChangeError, changeRole } from './roles';
export type { RoleChange } from './roles';
