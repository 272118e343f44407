// exercises: mfe-feed
// ports: the module map's own (releases are served on the live pointer of the module map's ports)
// Independent releases in the composed site (docs/releasing.md), run by `npm run check:releases`,
// which gives it a temporary RELEASES_DIR and a copy of the checkout (JOURNEYS_RELEASE_SOURCE) in
// which the feed is released with a line of text under its heading, twice: the source here is
// never edited. A release changes nothing live; promote shows it; rollback goes back release by
// release to the starting build, the dist/ build the site started with, byte for byte. Commands
// run as an operator runs them, through npm; their output is printed. Without those variables (a
// plain `npm run test:e2e`) it is skipped.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { REMOTE_MAP } from '@journeys/shared/module-map';
import { contentHash, listFiles, releaseVersion } from '@journeys/releases/content-hash';
import { markUnderHeading, releaseFeed } from '@journeys/releases/checks/feed-release';
import { openPage, type WatchedPage } from '../src/browser';
import { npmRun } from '@journeys/releases/checks/npm-run';
import { memberWithSurgery } from '../src/own-surgery';
import { repoRoot } from '../src/paths';
import { useSite } from '../src/use-site';

const releasesDir = process.env.RELEASES_DIR ?? '';
const releaseSource = process.env.JOURNEYS_RELEASE_SOURCE ?? '';
const WAIT = { timeout: 20_000 };
const feed = REMOTE_MAP.feed;
const MARKERS = { v1: 'Release check: v1', v2: 'Release check: v2' } as const;

/** Releases the feed of the checkout's copy with `marker` under its heading; returns the version. */
const releaseWith = (marker: string): Promise<string> =>
  releaseFeed({ copy: releaseSource, releasesDir, edit: markUnderHeading(marker) });

async function promote(version: string): Promise<void> {
  assert.equal((await npmRun('promote', ['feed', version])).status, 0, `promote ${version}`);
}

/** sha256 of every file of the shell's build: promote must not touch one byte of it. */
function shellFiles(): Record<string, string> {
  const dist = join(repoRoot, 'shell', 'dist');
  return Object.fromEntries(
    listFiles(dist).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(join(dist, file)))
        .digest('hex'),
    ]),
  );
}

const livePointer = () => readFileSync(join(releasesDir, 'remotes.json'), 'utf8');

/**
 * A copy of a release under the version its changed content gets, as an operator's mistaken
 * upload would be: `change` edits the copy, then release.json records the new hash and version.
 */
function copyRelease(from: string, change: (dir: string) => void): string {
  const folder = join(releasesDir, feed.folder);
  const temporary = join(folder, `.tmp-test-${Date.now()}`);
  cpSync(join(folder, from), temporary, { recursive: true });
  change(temporary);
  const info = JSON.parse(readFileSync(join(temporary, 'release.json'), 'utf8')) as Record<string, unknown>;
  const hash = contentHash(temporary);
  const version = releaseVersion(String(info.packageVersion), hash);
  writeFileSync(
    join(temporary, 'release.json'),
    JSON.stringify({ ...info, version, contentHash: hash, createdAt: new Date().toISOString() }),
  );
  renameSync(temporary, join(folder, version));
  return version;
}

function editJson(file: string, edit: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(file, JSON.stringify(json));
}

interface ManifestShared {
  name: string;
  requiredVersion?: string;
}

/** The release markers the page shows under the feed's heading. */
const markersShown = async (page: Page) =>
  (await page.locator('#main [data-release-check]').allInnerTexts()).map((text) => text.trim());

/**
 * The sha256 of every file of the feed's build, fetched from where the site's /remotes.json says
 * the feed is: what a browser gets, byte for byte. `files` names them (a build's own listing).
 */
async function servedFeed(siteUrl: string, files: string[]): Promise<{ base: string; hashes: object }> {
  const config = (await (await fetch(`${siteUrl}/remotes.json`)).json()) as { remotes: { feed: string } };
  const base = config.remotes.feed.slice(0, config.remotes.feed.lastIndexOf('/') + 1);
  const hashes: Record<string, string> = {};
  for (const file of files) {
    const response = await fetch(new URL(file, base));
    assert.equal(response.status, 200, `${base}${file}`);
    hashes[file] = createHash('sha256')
      .update(Buffer.from(await response.arrayBuffer()))
      .digest('hex');
  }
  return { base, hashes };
}

/** A build's files, its release.json aside. */
const buildFiles = (dir: string) => listFiles(dir).filter((file) => file !== 'release.json');
const releaseFolder = (version: string) => join(releasesDir, feed.folder, version);

/** Every response of the page from a release of the feed, as 'version file status'. */
function releaseResponses(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response: Response) => {
    const match = /\/releases\/([^/]+)\/(.+)$/.exec(new URL(response.url()).pathname);
    if (match?.[1] && match[2]) seen.push(`${decodeURIComponent(match[1])} ${match[2]} ${response.status()}`);
  });
  return seen;
}

async function feedView(env: { browser: Parameters<typeof openPage>[0]; site: { url: string } }) {
  const { page, context } = await openPage(env.browser);
  const responses = releaseResponses(page);
  await page.goto(`${env.site.url}/surgeries`);
  await page.locator('#main article[id^="surgery-"]').first().waitFor(WAIT);
  const markers = await markersShown(page);
  await context.close();
  return { markers, responses };
}

/**
 * A tab whose page the site's service worker controls (docs/architecture.md §12), reloaded as a
 * member would come back to it: a promote or a rollback must reach it on that next navigation.
 */
async function workerTabMarkers(tab: WatchedPage, siteUrl: string): Promise<string[]> {
  const { page } = tab;
  if (!page.url().startsWith(siteUrl)) await page.goto(`${siteUrl}/surgeries`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, WAIT);
  await page.reload();
  await page.locator('#main article[id^="surgery-"]').first().waitFor(WAIT);
  assert.ok(
    await page.evaluate(() => navigator.serviceWorker.controller !== null),
    'the worker answered the reload',
  );
  return markersShown(page);
}

describe(
  'releases: release, promote, rollback to the starting build, the gate and a broken release',
  { skip: releasesDir && releaseSource ? false : 'run by npm run check:releases' },
  () => {
    const env = useSite();
    let shellBefore: Record<string, string> = {};
    let tabOnV1: (WatchedPage & { surgery: { id: number } }) | null = null;
    let tabOnV1Responses: string[] = [];
    const startFiles = () => buildFiles(join(repoRoot, feed.folder, 'dist'));
    /** The feed as the site served it before any release: its dist/ build. */
    let start = { base: '', hashes: {} };
    let v1 = '';
    let v2 = '';
    let servedV1 = { base: '', hashes: {} };
    let workerTab: WatchedPage | null = null;
    const workerMarkers = () => {
      assert.ok(workerTab);
      return workerTabMarkers(workerTab, env.site.url);
    };

    it('releases v1: the live site does not change', async () => {
      shellBefore = shellFiles();
      start = await servedFeed(env.site.url, startFiles());
      assert.deepEqual((await feedView(env)).markers, []);
      workerTab = await openPage(env.browser, { serviceWorkers: 'allow' });
      assert.deepEqual(await workerMarkers(), []);
      v1 = await releaseWith(MARKERS.v1);
      assert.deepEqual(await servedFeed(env.site.url, startFiles()), start, 'every file the site serves');
      const { markers, responses } = await feedView(env);
      assert.deepEqual(markers, []);
      assert.deepEqual(responses, [], 'no file of the feed comes from a release');
      assert.match(
        (await npmRun('releases', ['feed'])).output,
        /dist\s+the build the site started with .*← live/,
      );
    });

    it('promotes v1: the composed site shows it, loading the feed and its chunks from /releases/v1/', async () => {
      await promote(v1);
      const { markers, responses } = await feedView(env);
      assert.deepEqual(markers, [MARKERS.v1]);
      assert.deepEqual(await workerMarkers(), [MARKERS.v1], 'a tab with the service worker, reloaded');
      assert.ok(responses.includes(`${v1} remoteEntry.js 200`), responses.join('\n'));
      assert.ok(
        responses.some(
          (r) => /^\S+ __federation_expose_Feed\.[0-9a-f]+\.js 200$/.test(r) && r.startsWith(v1),
        ),
        `the exposed module's chunk came from the release:\n${responses.join('\n')}`,
      );
      assert.ok(
        responses.every((r) => r.startsWith(`${v1} `) && r.endsWith(' 200')),
        responses.join('\n'),
      );
      servedV1 = await servedFeed(env.site.url, buildFiles(releaseFolder(v1)));

      // A member's tab, opened on v1 and left open across the switch to v2.
      tabOnV1 = await memberWithSurgery(env);
      tabOnV1Responses = releaseResponses(tabOnV1.page);
      await tabOnV1.page.goto(`${env.site.url}/surgeries?surgery=${tabOnV1.surgery.id}`);
      await tabOnV1.page.locator(`#surgery-${tabOnV1.surgery.id}`).waitFor(WAIT);
    });

    it('releases v2: nothing changes', async () => {
      v2 = await releaseWith(MARKERS.v2);
      assert.deepEqual(await servedFeed(env.site.url, buildFiles(releaseFolder(v1))), servedV1);
      assert.deepEqual((await feedView(env)).markers, [MARKERS.v1]);
    });

    it("promotes v2: a new tab shows it, the shell's files are byte-identical", async () => {
      await promote(v2);
      await npmRun('releases', ['feed']);
      const { markers, responses } = await feedView(env);
      assert.deepEqual(markers, [MARKERS.v2]);
      assert.deepEqual(await workerMarkers(), [MARKERS.v2], 'a tab with the service worker, reloaded');
      assert.ok(responses.length > 0 && responses.every((r) => r.startsWith(`${v2} `) && r.endsWith(' 200')));
      assert.deepEqual(shellFiles(), shellBefore, "the shell's dist changed");
      console.log(
        `shell/dist: ${Object.keys(shellBefore).length} files, every sha256 as before the first release`,
      );
    });

    it('keeps the tab opened on v1 working: it loads a lazy chunk of v1 after the switch', async () => {
      assert.ok(tabOnV1);
      const { page, context, surgery } = tabOnV1;
      const before = tabOnV1Responses.length;
      await page
        .locator(`#surgery-${surgery.id}`)
        .getByRole('button', { name: 'Delete', exact: true })
        .click();
      await page.getByRole('dialog', { name: 'Delete Surgery' }).waitFor(WAIT);
      const after = tabOnV1Responses.slice(before);
      assert.ok(
        after.some((r) => r.startsWith(`${v1} `) && /\.js 200$/.test(r)),
        `the dialog's chunk came from v1 after the switch:\n${after.join('\n')}`,
      );
      assert.ok(tabOnV1Responses.every((r) => r.startsWith(`${v1} `) && r.endsWith(' 200')));
      assert.deepEqual(await markersShown(page), [MARKERS.v1]);
      await context.close();
    });

    it('rolls back to v1, byte for byte', async () => {
      assert.equal((await npmRun('rollback', ['feed'])).status, 0);
      await npmRun('releases', ['feed']);
      const { markers, responses } = await feedView(env);
      assert.deepEqual(markers, [MARKERS.v1]);
      assert.deepEqual(await workerMarkers(), [MARKERS.v1], 'a tab with the service worker, reloaded');
      assert.ok(responses.every((r) => r.startsWith(`${v1} `)));
      assert.deepEqual(await servedFeed(env.site.url, buildFiles(releaseFolder(v1))), servedV1);
      assert.deepEqual(shellFiles(), shellBefore);
    });

    it('refuses an incompatible release, naming the mismatch, and changes nothing', async () => {
      const react17 = copyRelease(v1, (dir) => {
        const toReact17 = (s: ManifestShared) =>
          s.name === 'react' || s.name.startsWith('react/') ? { ...s, requiredVersion: '^17.0.2' } : s;
        editJson(join(dir, 'mf-manifest.json'), (m) => {
          m.shared = (m.shared as ManifestShared[]).map(toReact17);
        });
        editJson(join(dir, 'release.json'), (r) => {
          r.shared = { ...(r.shared as object), react: '^17.0.2' };
        });
      });
      // Built against the next major of @journeys/shared: its manifest and its contract check say so.
      const liveShared = String(
        (JSON.parse(readFileSync(join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string })
          .version,
      );
      const liveMajor = Number(liveShared.split('.')[0]);
      const next = `${liveMajor + 1}.0.0`;
      const sharedMajor = copyRelease(v1, (dir) => {
        const toNextMajor = (s: ManifestShared) =>
          s.name.startsWith('@journeys/shared') ? { ...s, requiredVersion: `^${next}` } : s;
        editJson(join(dir, 'mf-manifest.json'), (m) => {
          m.shared = (m.shared as ManifestShared[]).map(toNextMajor);
        });
        editJson(join(dir, 'release.json'), (r) => {
          r.contract = { ...(r.contract as object), version: next };
          r.shared = { ...(r.shared as object), '@journeys/shared': `^${next}` };
        });
      });
      const pointer = livePointer();
      const refused = await npmRun('promote', ['feed', react17]);
      assert.notEqual(refused.status, 0);
      assert.match(refused.output, /react: the release requires \^17\.0\.2, the live shell provides 19\./);
      const major = await npmRun('promote', ['feed', sharedMajor]);
      assert.notEqual(major.status, 0);
      assert.match(
        major.output,
        new RegExp(
          `@journeys/shared: the release requires \\^${liveMajor + 1}\\.0\\.0, the live shell provides ${liveMajor}\\.`,
        ),
      );
      assert.match(
        major.output,
        new RegExp(
          `type-checked against ${liveMajor + 1}\\.0\\.0, the live shell provides ${liveMajor}\\.\\S+ \\(another major`,
        ),
      );
      assert.equal(livePointer(), pointer, 'a refused promote left remotes.json as it was');
      const unknown = await npmRun('promote', ['feed', '0.1.0+00000000']);
      assert.equal(unknown.status, 1);
      assert.equal(unknown.output.split('\n').length, 1);
    });

    it('promoted broken release: the feed shows its fallback with Retry, the rest works, the API counts it; rollback recovers', async () => {
      const broken = copyRelease(v1, (dir) => {
        const expose = listFiles(dir).find((f) => /^__federation_expose_Feed\.[0-9a-f]+\.js$/.test(f));
        assert.ok(expose);
        writeFileSync(join(dir, expose), 'throw new Error("deliberately broken release");\n');
      });
      const failures = async () => {
        const text = await (await fetch(`${env.site.apiUrl}/metrics`)).text();
        const line = text.split('\n').find((l) => /^journeys_remote_failures_total\{.*remote="feed"/.test(l));
        return Number(line?.split(' ').at(-1) ?? 0);
      };
      const counted = await failures();
      await promote(broken);
      const { page, context } = await openPage(env.browser, {
        expectErrors: [/deliberately broken release/, /remote 'feed' failed/, /feed\/Feed/],
      });
      await page.goto(`${env.site.url}/surgeries`);
      const fallback = page.getByRole('alert').filter({ hasText: 'The feed is unavailable right now.' });
      await fallback.getByRole('button', { name: 'Retry' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('dialog', { name: 'Log In' }).waitFor(WAIT);
      await page.keyboard.press('Escape');
      const deadline = Date.now() + 10_000;
      while ((await failures()) <= counted && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 250));
      const now = await failures();
      console.log(`GET /metrics journeys_remote_failures_total{remote="feed"}: ${counted} → ${now}`);
      assert.ok(now > counted, 'GET /metrics counted the feed failing');

      assert.equal((await npmRun('rollback', ['feed'])).status, 0);
      await npmRun('releases', ['feed']);
      await page.reload();
      await page.locator('#main article[id^="surgery-"]').first().waitFor(WAIT);
      assert.equal(await fallback.count(), 0);
      assert.deepEqual(shellFiles(), shellBefore);
      await context.close();
    });

    it('rolls back past the first promote: the starting build, byte for byte, from its own folder', async () => {
      const rolledBack = await npmRun('rollback', ['feed']);
      assert.equal(rolledBack.status, 0);
      const startVersion = new RegExp(`feed: ${v1.replace('+', '\\+')} → (\\S+) \\(starting build\\)`).exec(
        rolledBack.output,
      )?.[1];
      assert.ok(startVersion, rolledBack.output);
      const packageVersion = (
        JSON.parse(readFileSync(join(repoRoot, feed.folder, 'package.json'), 'utf8')) as { version: string }
      ).version;
      assert.equal(
        startVersion,
        releaseVersion(packageVersion, contentHash(join(repoRoot, feed.folder, 'dist'))),
      );
      assert.match(
        (await npmRun('releases', ['feed'])).output,
        new RegExp(`${startVersion.replace('+', '\\+')} .* starting build {2}← live`),
      );
      const back = await servedFeed(env.site.url, startFiles());
      assert.ok(back.base.endsWith(`/releases/${encodeURIComponent(startVersion)}/`), back.base);
      assert.deepEqual(back.hashes, start.hashes, 'every file of the build the site started with');
      const { markers, responses } = await feedView(env);
      assert.deepEqual(markers, []);
      assert.deepEqual(await workerMarkers(), [], 'a tab with the service worker, reloaded');
      await workerTab?.context.close();
      assert.ok(
        responses.length > 0 &&
          responses.every((r) => r.startsWith(`${startVersion} `) && r.endsWith(' 200')),
        responses.join('\n'),
      );
      const none = await npmRun('rollback', ['feed']);
      assert.equal(none.status, 1);
      assert.match(none.output, /no earlier release to roll back to: it loads \S+ \(starting build\)/);
      assert.deepEqual(shellFiles(), shellBefore);
    });
  },
);
