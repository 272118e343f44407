// Where the shell's HTML server (web-server/src/page-hints.mjs) puts remotes.json in the page. No imports:
// the shell's entry reads it before shared modules are negotiated.
export const REMOTES_CONFIG_ELEMENT_ID = 'journeys-remotes-config';
