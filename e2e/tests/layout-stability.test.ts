// exercises: mfe-feed mfe-comments
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser';
import { originOf } from '../src/site';
import { useSite } from '../src/use-site';
import { REMOTE_MAP } from '@journeys/shared/module-map';

const env = useSite();

/** Layout shifts the visitor did not cause, summed (Lighthouse's CLS for a short visit). */
function layoutShift(page: Page): Promise<number> {
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

describe('layout stability on a phone', () => {
  it('keeps the landing page still while the recent members arrive late', async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.setViewportSize({ width: 412, height: 823 });
    // As if the HTML server could not put the members in the page (the API was slow for it too):
    // the block is taken out as the document is parsed, before the page's scripts run...
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const block = document.getElementById('journeys-recent-members');
        if (!block) return;
        block.remove();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // ...and the API is slow for the browser too: the avatars come well after the first paint.
    await page.route('**/users*', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const asked = page.waitForRequest('**/users*');
    await page.goto(`${env.site.url}/`);
    await page.getByRole('region', { name: 'Recent members' }).waitFor();
    await asked;
    assert.ok((await layoutShift(page)) < 0.01, 'no visible shift on /');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps the feed still while its cards and comment areas load', async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.setViewportSize({ width: 412, height: 823 });
    // The comments remote arrives well after the cards: each card's comments area must not grow.
    await page.route(`${originOf(REMOTE_MAP.comments.port)}/**`, async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto(`${env.site.url}/surgeries`);
    await page.locator('article[id^="surgery-"]').first().waitFor();
    await page
      .getByRole('button', { name: /comments/i })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok((await layoutShift(page)) < 0.01, 'no visible shift on /surgeries');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
