// The help calendar feature: needs, sign-ups, invite links, caregivers and their reminders.
// Public entry: app.ts and the other folders import this feature from here only (docs/architecture.md §4).
export { helpRoleOf, requireHelpRole } from './help-access';
export { auditCaregiverAction, type CaregiverAction, type CaregiverAudit } from './audit-caregiver';
export { eraseHelpOf, exportHelp } from './help-account';
export { tellHelperLeft, type LeftSignup } from './help-notices';
export { helpJobs } from './help-jobs';
export { helpRoutes } from './help-routes';
