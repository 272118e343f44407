// exercises: shell mfe-feed mfe-comments
// The installable app and offline reading (docs/architecture.md §12), in Chromium with the site's
// service worker allowed: the manifest and Chromium's own installability check; a member who
// opened their journey, its comments and the feed reads them again with the network switched off
// (context.setOffline), told by the offline line; a comment typed offline is kept with a plain
// message; log-out leaves nothing the member saw readable on the device.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { openPage, type WatchedPage } from '../src/browser';
import { apiPost, createSurgeryViaApi, loginInPage, signUpMember, type TestMember } from '../src/members';
import { useSite } from '../src/use-site';

const WAIT = { timeout: 20_000 };
const OFFLINE_LINE = "You're offline — showing what was saved on this device";
const COMMENT_KEPT = "You're offline. Your comment is kept here and can be sent when you're back online.";
const JOURNEY_TEXT = 'Kept for a night without Wi-Fi.';

let member: TestMember;
let surgery: { id: number };
const env = useSite(async ({ site }) => {
  member = await signUpMember(site);
  surgery = await createSurgeryViaApi(member, { description: JOURNEY_TEXT });
  await apiPost('/comment', { reviewId: surgery.id, text: 'A first comment, saved too.' }, member.token);
});

/** Until the site's worker controls the page: it registers once the page is idle, then claims it. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, WAIT);
}

const journeyUrl = () => `${env.site.url}/surgeries?surgery=${surgery.id}`;

/** The member's journey with its comments open, as they read it. */
async function readJourney(page: Page): Promise<void> {
  await page.goto(journeyUrl());
  const card = page.locator(`#surgery-${surgery.id}`);
  await card.getByText(JOURNEY_TEXT).waitFor(WAIT);
  await card.getByRole('button', { name: 'Comments (1)' }).click();
  await card.getByText('A first comment, saved too.').waitFor(WAIT);
}

/** What the worker saved that may hold what a member saw: API answers and pages. */
const memberCacheEntries = (page: Page) =>
  page.evaluate(async () => {
    const entries: string[] = [];
    for (const name of ['journeys-pages-v1', 'journeys-answers-v1']) {
      if (!(await caches.has(name))) continue;
      for (const request of await (await caches.open(name)).keys()) entries.push(request.url);
    }
    return entries;
  });

/**
 * What Chromium says stops the site from being installed (its install prompt's own check). A
 * profile on disk: a test context is incognito, where Chromium never offers to install.
 */
async function installability(url: string): Promise<{ errors: string[]; promptOffered: boolean }> {
  const profile = mkdtempSync(join(tmpdir(), 'journeys-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    // Chromium offers its install prompt to the page as `beforeinstallprompt`.
    await browser.addInitScript(
      'window.__installPrompt = false; addEventListener("beforeinstallprompt", () => { window.__installPrompt = true; });',
    );
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(url);
    await controlledByWorker(page);
    await page.reload();
    const promptOffered = await page
      .waitForFunction(
        () => (window as unknown as { __installPrompt: boolean }).__installPrompt,
        undefined,
        WAIT,
      )
      .then(
        () => true,
        () => false,
      );
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    if (process.env.E2E_SCREENSHOT_DIR) {
      const manifest = await cdp.send('Page.getAppManifest');
      console.log('Chromium reads the manifest:', JSON.stringify(manifest).slice(0, 400));
    }
    return { errors: errors.map((error) => error.errorId), promptOffered };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Saves a picture of the page for the docs when E2E_SCREENSHOT_DIR is set. */
async function picture(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: join(dir, name) });
}

describe('installable app and offline reading', () => {
  let tab: WatchedPage;
  let context: BrowserContext;

  it('has a manifest Chromium considers installable, in both languages', async () => {
    const { page, context: own } = await openPage(env.browser, { serviceWorkers: 'allow' });
    await page.goto(`${env.site.url}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    assert.equal(href, '/manifest.webmanifest');
    const manifest = (await (await fetch(`${env.site.url}${href}`)).json()) as Record<string, unknown> & {
      icons: { sizes: string; purpose: string }[];
      shortcuts: { name: string; url: string }[];
    };
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, '/surgeries?source=app');
    assert.deepEqual(
      manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`),
      ['192x192 any', '512x512 any', '512x512 maskable'],
    );
    assert.deepEqual(
      manifest.shortcuts.map((s) => s.name),
      ['Add an update', 'Notifications'],
    );
    await controlledByWorker(page);
    const { errors, promptOffered } = await installability(`${env.site.url}/surgeries`);
    assert.deepEqual(errors, [], 'Chromium: the site can be installed');
    assert.ok(promptOffered, "Chromium offered its install prompt (the page's beforeinstallprompt)");
    console.log(
      "Chromium's installability errors: none; its install prompt was offered (beforeinstallprompt)",
    );
    await page.goto(`${env.site.url}/es/surgeries`);
    assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest-es.webmanifest');
    const spanish = (await (await fetch(`${env.site.url}/manifest-es.webmanifest`)).json()) as {
      shortcuts: { name: string }[];
    };
    assert.deepEqual(
      spanish.shortcuts.map((s) => s.name),
      ['Añadir una actualización', 'Notificaciones'],
    );
    await own.close();
  });

  it('reads the journey, its comments and the feed again with the network off, saying so', async () => {
    tab = await openPage(env.browser, {
      serviceWorkers: 'allow',
      viewport: { width: 360, height: 740 },
      // Chromium logs each request it could not send while offline: the live notification stream,
      // its own check for a newer worker script, a chunk never opened online (the member card a
      // hover asks for) and a read the page left before its answer came (navigating on at once),
      // which the worker therefore does not hold. What the member reads is asserted below.
      expectErrors: [
        /ERR_INTERNET_DISCONNECTED/,
        /net::ERR_FAILED \(http:\/\/localhost:\d+\//,
        /An unknown error occurred when fetching the script/,
      ],
    });
    context = tab.context;
    const { page } = tab;
    await loginInPage(page, member, env.site.url);
    await controlledByWorker(page);
    // The journey first: its load sets the member hint cookie a real login sets (loginInPage does
    // not), so the feed after it is read as a member's, not through a visitor's preload.
    await readJourney(page);
    await page.goto(`${env.site.url}/surgeries`);
    await page.locator('#main article[id^="surgery-"]').first().waitFor(WAIT);
    await readJourney(page);
    await page.goto(`${env.site.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);

    await context.setOffline(true);
    await readJourney(page);
    await page.getByRole('status').filter({ hasText: OFFLINE_LINE }).waitFor(WAIT);
    await page.evaluate(() => window.scrollTo(0, 0));
    await picture(page, 'offline-journey-360.png');
    await page.goto(`${env.site.url}/surgeries`);
    await page.locator(`#surgery-${surgery.id}`).waitFor(WAIT);
    await page.goto(`${env.site.url}/`);
    await page.getByText(OFFLINE_LINE).waitFor(WAIT);
  });

  it('keeps a comment typed offline, says it can be sent once back online, and sends it then', async () => {
    const { page } = tab;
    await readJourney(page);
    const card = page.locator(`#surgery-${surgery.id}`);
    const box = card.getByRole('textbox', { name: 'Write a comment' });
    await box.fill('Typed on the ward, no signal.');
    await card.getByRole('button', { name: 'Send' }).click();
    await card.getByRole('alert').filter({ hasText: COMMENT_KEPT }).waitFor(WAIT);
    assert.equal(await box.inputValue(), 'Typed on the ward, no signal.');

    await context.setOffline(false);
    await card.getByRole('button', { name: 'Send' }).click();
    await card.getByText('Typed on the ward, no signal.', { exact: true }).last().waitFor(WAIT);
    await page.waitForFunction(
      (el) => (el as HTMLTextAreaElement).value === '',
      await box.elementHandle(),
      WAIT,
    );
    assert.equal(await card.getByRole('alert').count(), 0);
  });

  it('logs out: nothing the member saw stays readable on the device', async () => {
    const { page } = tab;
    assert.ok((await memberCacheEntries(page)).length > 0, 'the journey was saved while logged in');
    await page.getByRole('button', { name: `Account menu for ${member.username}` }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor(WAIT);
    await page.waitForFunction(
      async () => {
        const names = await caches.keys();
        return !names.includes('journeys-answers-v1') && !names.includes('journeys-pages-v1');
      },
      undefined,
      WAIT,
    );
    await context.setOffline(true);
    await page.goto(journeyUrl()).catch(() => undefined);
    await page.getByText('this page was not saved on this device').waitFor(WAIT);
    assert.equal(await page.getByText(JOURNEY_TEXT).count(), 0);
    assert.deepEqual(await memberCacheEntries(page), []);
    await context.setOffline(false);
    await context.close();
  });
});
