import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions and console errors, for tests that assert a clean run. */
  errors: string[];
  cspViolations: string[];
}

export async function openPage(
  browser: Browser,
  options: { reducedMotion?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: 1200, height: 900 },
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const cspViolations: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    if (/Content Security Policy|Content-Security-Policy/i.test(text)) cspViolations.push(text);
    errors.push(`console: ${text}`);
  });
  return { page, context, errors, cspViolations };
}
