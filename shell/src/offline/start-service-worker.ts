// In the shell's entry, so it stays tiny (`npm run bench`: ≤ 1 KB gzip on `/` with the worker's
// other page-side parts): the worker is registered once the page is loaded and idle, never
// competing with the page.
import { apiBaseUrl } from '@journeys/shared/api';

async function register(): Promise<void> {
  try {
    // The worker learns the API's address from its own: it decides which requests are API reads.
    await navigator.serviceWorker.register(`/sw.js?api=${encodeURIComponent(apiBaseUrl())}`, {
      updateViaCache: 'none',
    });
  } catch (error) {
    // The site works without a worker: only offline reading and push are lost.
    console.warn('[shell] no service worker', error);
  }
}

/** Registers the site's service worker (docs/architecture.md §12) on production builds. */
export function startServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // Idle, but not forever: a page kept busy (a phone, a long list) still gets its worker.
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void register(), { timeout: 3000 })
      : setTimeout(register, 2000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
