// The help calendar feature: needs, sign-ups, invite links, caregivers and their reminders.
// Public entry: app.ts and the other folders import this feature from here only (docs/architecture.md §4).
export { auditCaregiverAction, type CaregiverAction } from './audit-caregiver';
export { helpRoleOf, requireHelpRole } from './help-access';
