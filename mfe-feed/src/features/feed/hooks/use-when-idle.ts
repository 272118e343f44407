import { useEffect, useState } from 'react';

/** How long a busy page may put off what waits for it. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * False until `ready` has held and the browser has had a moment with nothing else to do, then
 * true for good: what is shown then never competes with the page's first view for the network or
 * the main thread. Without `requestIdleCallback` (Safari, jsdom) the next task is idle enough.
 */
export function useWhenIdle(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, [ready, idle]);
  return idle;
}
