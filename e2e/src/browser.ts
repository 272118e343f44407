import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';

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
  /** Uncaught exceptions and console errors of every page in the context. */
  errors: string[];
  /** CSP violations: Chromium's console reports and `securitypolicyviolation` events. */
  cspViolations: string[];
}

export interface PageOptions {
  reducedMotion?: boolean;
  /** The browser's language ('es-US'): its Accept-Language and navigator.language. */
  locale?: string;
  /**
   * Errors the test provokes on purpose (a stopped remote or API): matching ones are not
   * reported by `takePageProblems`. CSP violations are never expected.
   */
  expectErrors?: RegExp[];
  /** The window's size; 1200 × 900 by default. */
  viewport?: { width: number; height: number };
  /**
   * The site's service worker (docs/architecture.md §12) runs only where a test asks for it:
   * Playwright's request routing cannot see what a worker answers, and most tests stop or slow a
   * remote with it. The worker's own tests (offline.test.ts, releases.test.ts) allow it.
   */
  serviceWorkers?: 'allow';
}

const CSP_MESSAGE = /Content Security Policy|Content-Security-Policy/i;
const REPORT_BINDING = '__journeysReportCspViolation';
/** Where the tests' fake Facebook members keep their pictures (e2e/tests/*). */
const PICTURE_HOST = 'https://example.org';
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Every context opened since the last `takePageProblems`, with what it allows. */
const opened: { watched: WatchedPage; expectErrors: RegExp[] }[] = [];

/** A request with no answer after this long is printed as it happens (navigations wait 30 s). */
const STALLED_MS = 15_000;

/**
 * Prints each request of `page` that is still unanswered after STALLED_MS, event streams aside:
 * when a navigation times out waiting for `load`, the test's output then names what held it.
 */
function reportStalledRequests(page: Page): void {
  const timers = new Map<Request, ReturnType<typeof setTimeout>>();
  const settle = (request: Request) => {
    clearTimeout(timers.get(request));
    timers.delete(request);
  };
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource') return;
    const since = new Date().toISOString();
    const timer = setTimeout(() => {
      timers.delete(request);
      console.error(
        `request unanswered for ${STALLED_MS / 1000} s (since ${since}, page ${page.url()}): ` +
          `${request.method()} ${request.url()} (${request.resourceType()})`,
      );
    }, STALLED_MS);
    timer.unref();
    timers.set(request, timer);
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('close', () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  });
}

function watchPage(page: Page, watched: WatchedPage): void {
  const where = () => page.url() || 'about:blank';
  reportStalledRequests(page);
  page.on('pageerror', (e) => watched.errors.push(`pageerror at ${where()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const source = m.location().url;
    const text = `console at ${where()}: ${m.text()}${source ? ` (${source})` : ''}`;
    if (CSP_MESSAGE.test(text)) watched.cspViolations.push(text);
    else watched.errors.push(text);
  });
}

/**
 * A fresh context and page whose console errors, uncaught exceptions and CSP violations are
 * collected, on every page the context opens (popups included). Tests using `useSite` fail at
 * their end if any occurred.
 */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1200, height: 900 },
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const watched = { context, errors: [], cspViolations: [] } as unknown as WatchedPage;
  // Members' Facebook pictures in these tests live on example.org, which this offline machine
  // cannot resolve: a page that drew one logged a load error, and tests failed by timing. The
  // stand-in answers as Facebook's image CDN would, with a picture.
  await context.route(`${PICTURE_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: ONE_PIXEL_PNG }),
  );
  // Chromium logs most violations to the console, but the event also covers those it does not
  // (and reports the blocked URI and source position).
  await context.exposeBinding(REPORT_BINDING, (_source, text: string) => {
    watched.cspViolations.push(`securitypolicyviolation: ${text}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as Record<string, (text: string) => void>)[binding];
        void report?.(
          `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.documentURI} ` +
            `(${e.sourceFile}:${e.lineNumber}:${e.columnNumber})`,
        );
      },
      true,
    );
  }, REPORT_BINDING);
  context.on('page', (page) => watchPage(page, watched));
  watched.page = await context.newPage();
  opened.push({ watched, expectErrors: options.expectErrors ?? [] });
  return watched;
}

/**
 * What went wrong on the pages opened since the last call: unexpected errors and every CSP
 * violation, one line each. Forgets those pages.
 */
export function takePageProblems(): string[] {
  const problems = opened.flatMap(({ watched, expectErrors }) => [
    ...watched.cspViolations.map((v) => `CSP violation: ${v}`),
    ...watched.errors.filter((e) => !expectErrors.some((pattern) => pattern.test(e))),
  ]);
  opened.length = 0;
  return problems;
}

/** The errors a page logs while the server at `origin` is stopped: its requests are refused. */
export function refusedBy(origin: string): RegExp {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`Failed to load resource: net::ERR_CONNECTION_REFUSED \\(${escaped}/`);
}
