import { routePatterns } from '@journeys/shared/paths';
import { requestRemotesJson } from './remotes/remotes-request';

// Handled where bootstrap reads it; this only keeps an early failure from being "unhandled".
requestRemotesJson().catch(() => undefined);
// Started from a new task, so that evaluating this bundle (the federation runtime) and starting
// the app (react-dom's set-up, the first render) are shorter tasks instead of one that blocks
// input on a phone.
setTimeout(() => {
  // Every page but the landing page needs the member area: start it with the shared libraries.
  if (window.location.pathname !== routePatterns.landing)
    void import(/* webpackChunkName: "member-area" */ './app/member-area');
  // Async boundary (docs/architecture.md §3): shared singletons are negotiated before any of them is used.
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}, 0);
