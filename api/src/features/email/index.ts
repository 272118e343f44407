// The email feature: member emails (queued, rendered, delivered), email preferences and the
// unsubscribe link. Public entry: app.ts and the other folders import this feature from here only
// (docs/architecture.md §4).
export { DEFAULT_EMAIL_PREFERENCES, getEmailPreferences } from './email-preferences';
export { emailPreferenceRoutes } from './email-preferences-routes';
export { emailJobs } from './email-jobs';
export { enqueueMemberEmail, escapeHtml } from './member-email';
export type { MemberEmail, MemberEmailDraft } from './member-email';
export { developmentEmailTokenSecret } from './unsubscribe-token';
