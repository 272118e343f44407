import type { Page } from 'playwright-core';

/**
 * Layout shifts the visitor did not cause so far, summed (Lighthouse's CLS for a short visit):
 * what the page reported, buffered from its start, and what it reports within the next 500 ms.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}
