// exercises: mfe-feed
// ports: the module map's own (releases are served on the live pointer of the module map's ports)
// Independent releases in the composed site (docs/releasing.md), run by `npm run check:releases`,
// which releases the feed twice (v2 with a visible change under its heading) into a temporary
// RELEASES_DIR and sets JOURNEYS_RELEASES to 'v1,v2' and JOURNEYS_RELEASE_MARKER to the text v2
// adds under the feed's heading. It ends by rolling back past the first promote, to the feed's dist/.
// Promote and rollback run as an operator runs them, through npm; their output is printed.
// Without those variables (a plain `npm run test:e2e`) it is skipped.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { REMOTE_MAP } from '@journeys/shared/module-map';
import { contentHash, listFiles, releaseVersion } from '../../scripts/releases/content-hash.mjs';
import { openPage, type WatchedPage } from '../src/browser';
import { memberWithSurgery } from '../src/own-surgery';
import { repoRoot } from '../src/paths';
import { useSite } from '../src/use-site';

const [v1 = '', v2 = ''] = (process.env.JOURNEYS_RELEASES ?? '').split(',');
const marker = process.env.JOURNEYS_RELEASE_MARKER ?? '';
const releasesDir = process.env.RELEASES_DIR ?? '';
const WAIT = { timeout: 20_000 };
const feed = REMOTE_MAP.feed;

/** `npm run <script> -- <args>` as an operator types it, its output printed for the closing note. */
function npmRun(script: string, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: process.env,
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`.trim();
  console.log(`\n$ npm run ${script} -- ${args.join(' ')}   (exit ${result.status})\n${output}`);
  return { status: result.status, output };
}

function promote(version: string): void {
  assert.equal(npmRun('promote', 'feed', version).status, 0, `promote ${version}`);
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

/** Whether the page shows v2's change: its line of text under the feed's heading. */
const showsChange = async (page: Page) =>
  (await page.locator('#main').getByText(marker, { exact: true }).count()) > 0;

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
  const changed = await showsChange(page);
  await context.close();
  return { changed, responses };
}

describe(
  'releases: promote, rollback, the gate and a broken release',
  { skip: v1 && v2 && marker && releasesDir ? false : 'run by npm run check:releases' },
  () => {
    const env = useSite();
    let shellBefore: Record<string, string> = {};
    let tabOnV1: (WatchedPage & { surgery: { id: number } }) | null = null;
    let tabOnV1Responses: string[] = [];
    /** /remotes.json as the site answered it before the first promote. */
    let servedBefore: unknown = null;
    const served = async () => (await fetch(`${env.site.url}/remotes.json`)).json() as Promise<unknown>;

    it('promotes v1: the composed site loads the feed and its chunks from /releases/v1/', async () => {
      npmRun('releases', 'feed');
      servedBefore = await served();
      promote(v1);
      shellBefore = shellFiles();
      const { changed, responses } = await feedView(env);
      assert.equal(changed, false);
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

      // A member's tab, opened on v1 and left open across the switch to v2.
      tabOnV1 = await memberWithSurgery(env);
      tabOnV1Responses = releaseResponses(tabOnV1.page);
      await tabOnV1.page.goto(`${env.site.url}/surgeries?surgery=${tabOnV1.surgery.id}`);
      await tabOnV1.page.locator(`#surgery-${tabOnV1.surgery.id}`).waitFor(WAIT);
    });

    it("promotes v2: a new tab shows the change, the shell's files are byte-identical", async () => {
      promote(v2);
      npmRun('releases', 'feed');
      const { changed, responses } = await feedView(env);
      assert.equal(changed, true, `the feed shows '${marker}'`);
      assert.ok(responses.length > 0 && responses.every((r) => r.startsWith(`${v2} `) && r.endsWith(' 200')));
      assert.deepEqual(shellFiles(), shellBefore, "the shell's dist changed");
      console.log(
        `shell/dist: ${Object.keys(shellBefore).length} files, every sha256 as before v1 was promoted`,
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
      assert.equal(await showsChange(page), false);
      await context.close();
    });

    it('rolls back to v1: the change is gone', async () => {
      assert.equal(npmRun('rollback', 'feed').status, 0);
      npmRun('releases', 'feed');
      const { changed, responses } = await feedView(env);
      assert.equal(changed, false);
      assert.ok(responses.every((r) => r.startsWith(`${v1} `)));
      assert.deepEqual(shellFiles(), shellBefore);
    });

    it('refuses an incompatible release, naming the mismatch, and changes nothing', () => {
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
      const refused = npmRun('promote', 'feed', react17);
      assert.notEqual(refused.status, 0);
      assert.match(refused.output, /react: the release requires \^17\.0\.2, the live shell provides 19\./);
      const major = npmRun('promote', 'feed', sharedMajor);
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
      const unknown = npmRun('promote', 'feed', '0.1.0+00000000');
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
      promote(broken);
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

      assert.equal(npmRun('rollback', 'feed').status, 0);
      npmRun('releases', 'feed');
      await page.reload();
      await page.locator('#main article[id^="surgery-"]').first().waitFor(WAIT);
      assert.equal(await fallback.count(), 0);
      assert.deepEqual(shellFiles(), shellBefore);
      await context.close();
    });

    it('rolls back past the first promote: the site serves the build it started with, as before', async () => {
      const rolledBack = npmRun('rollback', 'feed');
      assert.equal(rolledBack.status, 0);
      assert.match(
        rolledBack.output,
        new RegExp(`feed: ${v1.replace('+', '\\+')} → the build the site started with`),
      );
      assert.match(npmRun('releases', 'feed').output, /dist\s+the build the site started with .*← live/);
      assert.deepEqual(await served(), servedBefore, '/remotes.json is what it was before the first promote');
      const { responses } = await feedView(env);
      assert.deepEqual(responses, [], 'no file of the feed came from a release');
      const none = npmRun('rollback', 'feed');
      assert.equal(none.status, 1);
      assert.match(
        none.output,
        /no earlier release to roll back to: it already loads the build the site started with/,
      );
      assert.deepEqual(shellFiles(), shellBefore);
    });
  },
);
