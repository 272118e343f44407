import { requestRemotesJson } from './remotes/remotes-request';

// Handled where bootstrap reads it; this only keeps an early failure from being "unhandled".
requestRemotesJson().catch(() => undefined);
// Every page but the landing page needs the member area: start it with the shared libraries.
if (window.location.pathname !== '/') void import(/* webpackChunkName: "member-area" */ './app/member-area');
// Async boundary (DESIGN §3): shared singletons are negotiated before any of them is used.
// Starting it from a new task splits evaluating this bundle from starting React (react-dom's
// own set-up, the first render): two shorter tasks instead of one that blocks input on a phone.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
