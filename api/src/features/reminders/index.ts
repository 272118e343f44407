// The reminders feature: follow-up reminders, alerts and the digest, as scheduled jobs that send
// member emails. Public entry: app.ts and the other folders import this feature from here only
// (docs/architecture.md §4).
export { followUpJobs } from './follow-up-jobs';
