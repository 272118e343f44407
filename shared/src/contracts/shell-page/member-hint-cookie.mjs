// A cookie that says only "a member is logged in on this browser", for the shell's HTML server.
// The page's first API answer is preloaded from the HTML (web-server/src/page-hints.mjs), but a preload
// carries no member token (the token lives in localStorage, never in a cookie), and the browser
// hands the preloaded answer to the feed's own request: a member would get the visitor's first
// page. With this cookie the server leaves that one preload out. It holds no secret and no id.
// No imports: the HTML server reads this file as it is.
export const MEMBER_HINT_COOKIE = 'journeys-member';

/** Whether a Cookie header carries the hint. */
export function hasMemberHint(cookieHeader) {
  return typeof cookieHeader === 'string' && /(?:^|;\s*)journeys-member=1(?:;|$)/.test(cookieHeader);
}
