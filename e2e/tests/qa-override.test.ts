// exercises: mfe-feed
// ports: the module map's own (releases are served on the live pointer of the module map's ports)
// QA override (docs/architecture.md §3): a tester opens the composed site with
// `?remote=mfe-feed@<version>` and their tab, only theirs, runs that release of the feed until
// they press Reset. The site is a production build, so the release must be on remotes.json's
// qaAllowlist; another remote's release that is not is refused, and the banner says so.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { REMOTE_MAP } from '@journeys/shared/module-map';
import { openPage } from '../src/browser';
import { repoRoot } from '../src/paths';
import { useSite } from '../src/use-site';

const WAIT = { timeout: 20_000 };
const feed = REMOTE_MAP.feed;
const feedDist = join(repoRoot, feed.folder, 'dist');

// A release of the feed as `npm run release` lays it out, made from the current build; the
// static servers read RELEASES_DIR when they start, so it is set before the site comes up.
const releasesDir = mkdtempSync(join(tmpdir(), 'journeys-qa-releases-'));
process.env.RELEASES_DIR = releasesDir;
const hash = createHash('sha256')
  .update(readFileSync(join(feedDist, 'remoteEntry.js')))
  .digest('hex')
  .slice(0, 8);
const version = `0.1.0+${hash}`;
const refusedVersion = '0.1.0+deadbeef';
mkdirSync(join(releasesDir, feed.folder));
cpSync(feedDist, join(releasesDir, feed.folder, version), { recursive: true });
// The live pointer: no remote promoted (every remote stays on its build), this release allowed for QA.
writeFileSync(
  join(releasesDir, 'remotes.json'),
  JSON.stringify({ releases: {}, qaAllowlist: [`feed@${version}`] }),
);
after(() => rmSync(releasesDir, { recursive: true, force: true }));

/**
 * The feed's entry or exposed module as the page fetched it: 'release <version> <file> <status>' or
 * 'live <file> <status>'; null for any other response.
 */
function feedSource(response: Response): string | null {
  const url = new URL(response.url());
  if (url.port !== String(feed.port)) return null;
  const file = /(remoteEntry|__federation_expose_Feed)[.0-9a-f]*\.js$/.exec(url.pathname)?.[1];
  if (!file) return null;
  const release = /^\/releases\/([^/]+)\//.exec(url.pathname)?.[1];
  return `${release ? `release ${decodeURIComponent(release)}` : 'live'} ${file} ${response.status()}`;
}

/**
 * Every feed entry and exposed module the page fetches (feedSource). The shell's HTML server still
 * preloads the live files (it cannot see the tab's override), so which entry the page runs is
 * read from the federation runtime.
 */
function feedSources(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response: Response) => {
    const source = feedSource(response);
    if (source) seen.push(source);
  });
  return seen;
}

/** The entry the page's federation runtime registered for the feed. */
function feedEntry(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    type Instance = { name: string; options: { remotes: { name: string; entry?: string }[] } };
    const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__;
    const shell = federation?.__INSTANCES__?.find((instance) => instance.name === 'shell');
    return shell?.options.remotes.find((remote) => remote.name === 'feed')?.entry ?? null;
  });
}

const releaseEntry = `http://localhost:${feed.port}/releases/${encodeURIComponent(version)}/remoteEntry.js`;
const liveEntry = `http://localhost:${feed.port}/remoteEntry.js`;

/** The page ran the release: its entry registered, its entry and exposed module fetched. */
async function runsRelease(page: Page, sources: string[]): Promise<void> {
  assert.equal(await feedEntry(page), releaseEntry);
  for (const file of ['remoteEntry', '__federation_expose_Feed']) {
    assert.ok(sources.includes(`release ${version} ${file} 200`), sources.join('\n'));
  }
}

const banner = (page: Page) => page.getByRole('status', { name: 'QA override' });

describe('QA override', () => {
  const env = useSite();

  it('runs the release in this tab with a banner, across navigation, until Reset', async () => {
    const { page, context } = await openPage(env.browser);
    const sources = feedSources(page);
    // '+' unescaped, as a tester types it: the shell reads the space it decodes to as '+'.
    await page.goto(
      `${env.site.url}/surgeries?remote=mfe-feed@${version}&remote=mfe-comments@${refusedVersion}`,
    );
    await page.locator('#main article[id^="surgery-"]').first().waitFor(WAIT);
    await banner(page).waitFor(WAIT);
    const text = await banner(page).innerText();
    assert.match(text, new RegExp(`Testing mfe-feed@${version.replace('+', '\\+')}`));
    assert.match(text, /Refused mfe-comments@0\.1\.0\+deadbeef: not on this site’s QA allowlist/);
    await runsRelease(page, sources);

    // The rest of the page works: the header's Login opens the auth remote's dialog.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('dialog', { name: 'Log In' }).waitFor(WAIT);
    await page.keyboard.press('Escape');

    // A full page load in the same tab, without the parameter, keeps the override.
    sources.length = 0;
    await page.goto(`${env.site.url}/surgeries`);
    await page.locator('#main article[id^="surgery-"]').first().waitFor(WAIT);
    await banner(page).getByText(`Testing mfe-feed@${version}`).waitFor(WAIT);
    await runsRelease(page, sources);

    // In-app navigation keeps it too: the logo link back to all surgeries, and the landing page.
    await page.getByRole('link', { name: 'Surgery Journeys — all surgeries' }).click();
    await banner(page).waitFor(WAIT);
    await page.goto(`${env.site.url}/`);
    await banner(page).getByText(`Testing mfe-feed@${version}`).waitFor(WAIT);

    // Another tab (a new session) runs the live releases.
    const other = await context.newPage();
    const otherSources = feedSources(other);
    await other.goto(`${env.site.url}/surgeries`);
    await other.locator('#main article[id^="surgery-"]').first().waitFor(WAIT);
    assert.equal(await banner(other).count(), 0);
    assert.equal(await feedEntry(other), liveEntry);
    assert.ok(
      otherSources.every((source) => source.startsWith('live ')),
      otherSources.join('\n'),
    );
    await other.close();

    // Reset: back to the live releases, banner gone, and it stays gone.
    // The banner can show before the release's module arrives; the reset waits for it, so that
    // nothing this page still fetches is counted as the reset page's.
    const releaseModuleFetched = page.waitForResponse(
      (response) => feedSource(response) === `release ${version} __federation_expose_Feed 200`,
      WAIT,
    );
    await page.goto(`${env.site.url}/surgeries?surgery=1`);
    await banner(page).waitFor(WAIT);
    await releaseModuleFetched;
    sources.length = 0;
    await Promise.all([
      page.waitForEvent('load'),
      banner(page).getByRole('button', { name: 'Reset' }).click(),
    ]);
    assert.equal(new URL(page.url()).search, '?surgery=1');
    await page.locator('#main').waitFor(WAIT);
    for (let tries = 0; (await feedEntry(page)) === null && tries < 200; tries++)
      await page.waitForTimeout(100);
    assert.equal(await banner(page).count(), 0);
    assert.equal(await feedEntry(page), liveEntry);
    assert.ok(
      sources.every((source) => source.startsWith('live ')),
      sources.join('\n'),
    );
    assert.equal(await page.evaluate(() => window.sessionStorage.getItem('journeys:qa-remotes')), null);
    await page.goto(`${env.site.url}/surgeries`);
    await page.locator('#main article[id^="surgery-"]').first().waitFor(WAIT);
    assert.equal(await banner(page).count(), 0);
    await context.close();
  });
});
