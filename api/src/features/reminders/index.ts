// The reminders feature: follow-up reminders, alerts and the digest, as scheduled jobs that send member emails.
// Public entry: app.ts and other folders import this feature only from here (docs/architecture.md).
export { registerFollowUpJobs } from './follow-up-jobs';
