// In the shell's entry, so it must stay tiny (≤ 1 KB gzip with its chunk, `npm run bench`): the
// worker's client is fetched once the page is loaded and idle, never competing with the page.
const idle = (run: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(run, { timeout: 5000 })
    : setTimeout(run, 2000);

/** Registers the site's service worker (docs/architecture.md §12) on production builds. */
export function startServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () =>
    idle(
      () =>
        void import(/* webpackChunkName: "worker-client" */ './worker-client').then((client) =>
          client.connectWorker(),
        ),
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
