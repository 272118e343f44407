import { requestRemotesJson } from './remotes/remotes-request';

// Handled where bootstrap reads it; this only keeps an early failure from being "unhandled".
requestRemotesJson().catch(() => undefined);
// Every page but the landing page needs the member area: start it with the shared libraries.
if (window.location.pathname !== '/') void import(/* webpackChunkName: "member-area" */ './app/member-area');
// Async boundary (DESIGN §3): shared singletons are negotiated before any of them is used.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
