// The auth feature: sign-up and sign-in (email or Facebook), sessions and devices, passwords and their
// reset, stream tickets, and the member profile every entity embeds. Public entry: app.ts and the
// other folders import this feature from here only (docs/architecture.md §4).
export { confirmEmailMail, emailChangeNoticeMail, passwordChangedMail } from './account-mail';
export { accountRoutes } from './accounts-routes';
export {
  bearerToken,
  memberId,
  memberSessionId,
  requireMember,
  requireStreamMember,
  resolveUser,
} from './authenticate';
export { deviceToken } from './device-cookie';
export { requireScraper } from './scraper-guard';
export { facebookRoutes } from './facebook-routes';
export { clearLoginAttempts } from './login-throttle';
export { passwordProblem, weakPassword } from './password-policy';
export { sendInBackground } from './password-resets';
export type { MailContext } from './password-resets';
export { passwordRoutes } from './password-routes';
export { hashPassword, verifyPassword } from './passwords';
export {
  AUTHOR_COLUMNS,
  findCurrentUser,
  recentMembers,
  surgeryCountOf,
  toKeptAuthorProfile,
  toProfile,
} from './profiles';
export { SESSION_ENDS_CHANNEL, announceSessionEnds } from './session-ends';
export { requestViewer, requireModerator, requireNotSuspended, suspendedMessage } from './member-guards';
export { memberIdCommand } from './member-id-command';
export type { MemberIdCommand } from './member-id-command';
export { liveSessionIds, liveSessions, revokeOtherSessions, revokeOwnSession } from './sessions';
export type { KeepOnRevoke } from './sessions';
export { STREAM_TICKET_TTL_SECONDS, issueStreamTicket } from './stream-tickets';
export { hashToken, newToken } from './tokens';
