// Where the shell's HTML server (web-server/src/recent-members.mjs) puts the landing page's recent members
// in the page. No imports: the server reads it too.
export const RECENT_MEMBERS_ELEMENT_ID = 'journeys-recent-members';
