// The moderation feature: reports, the moderation queue and its actions, and moderator roles. Public
// entry: app.ts and the other folders import this feature from here only (docs/architecture.md §4).
export { moderationRoutes } from './moderation-routes';
export { controlSocketPath, openRoleControl, sendRoleControl } from './role-control';
export type { ControlRequest } from './role-control';
export { RoleChangeError, changeRole } from './roles';
export type { RoleChange } from './roles';
