import type { Page } from 'playwright-core';

/** Every JavaScript file the page fetches from now on, by URL, with its body (for gzip sizes). */
export function collectScriptBodies(page: Page): Map<string, Promise<Buffer>> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.ok() && (type.includes('javascript') || response.url().endsWith('.js'))) {
      bodies.set(response.url(), response.body());
    }
  });
  return bodies;
}
