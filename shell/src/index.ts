import { pathWithoutLanguage } from '@journeys/shared/languages';
import { routePatterns } from '@journeys/shared/paths';
import { requestRemotesJson } from './remotes/remotes-request';
// In the entry, not in the two chunks started below: both use it, and a module that only async
// chunks share is copied into each of them (~0.8 KB gzip more on every page but the landing page).
import './remotes/load-remote-module';
// Likewise for the worker's answers: the offline line (bootstrap) and the page's query client
// (member area) both read them (0.25 KB gzip a copy); their message listener starts here, first.
import './offline/device-answers';
// Real-user measurements: keeps errors from the start, loads its reporter later (docs/releasing.md §9).
import './rum/early-errors';
// The shell's words: the landing page, the member area and the bootstrap chunk all use them; in
// the entry they are one copy instead of three.
import './messages';
import { startServiceWorker } from './offline/start-service-worker';

startServiceWorker();
// Handled where bootstrap reads it; this only keeps an early failure from being "unhandled".
requestRemotesJson().catch(() => undefined);
// Started from a new task, so that evaluating this bundle (the federation runtime) and starting
// the app (react-dom's set-up, the first render) are shorter tasks instead of one that blocks
// input on a phone.
setTimeout(() => {
  // Every page but the landing page needs the member area, the landing page its own chunk: start
  // either with the shared libraries.
  if (pathWithoutLanguage(window.location.pathname) !== routePatterns.landing)
    void import(/* webpackChunkName: "member-area" */ './app/member-area');
  else void import(/* webpackChunkName: "landing" */ './pages/landing/landing-page');
  // Async boundary (docs/architecture.md §3): shared singletons are negotiated before any of them is used.
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}, 0);
