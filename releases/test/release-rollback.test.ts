// Rolling a remote back past its first promote (docs/releasing.md §4): the build the site started
// with, the remote's dist/, is recorded by that promote as its starting build, the release below
// every other. Canaries (§9, §10): a share of browser sessions, a first release's included,
// finished by a promote, taken back by a rollback or by the guard. The commands run as an operator
// types them (releases/src/cli.mjs) on a release directory laid out as `npm run release`
// writes one, and the shell's static server answers what a browser would get.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listFiles } from '../src/content-hash.mjs';
import { fakeDist, fakeRelease } from './helpers/fake-builds';
import { CLI_CASE_MS, runReleaseCli } from './helpers/release-cli';
import { startStaticServer } from '@journeys/web-server/static-server';

const INDEX =
  '<!doctype html><html><head><title>page</title></head><body><div id="root"></div></body></html>';
const BUILT = {
  apiUrl: 'http://localhost:4000',
  remotes: {
    feed: 'http://localhost:3001/remoteEntry.js',
    wizard: 'http://localhost:3002/remoteEntry.js',
  },
};

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-rollback-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** Every file of a folder with its bytes, release.json aside: a build compared byte for byte. */
function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    listFiles(dir)
      .filter((file) => file !== 'release.json')
      .map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
  );
}

const pattern = (version: string) => version.replace('+', '\\+');

describe('promote and rollback from the command line', () => {
  let releasesRoot: string;
  let modulesRoot: string;
  let shellDist: string;
  let shell: Server;
  let shellUrl: string;
  const liveFile = () => join(releasesRoot, 'remotes.json');

  /** `npm run <command> -- <args>` with this test's RELEASES_DIR and shell build. */
  function cli(command: 'promote' | 'rollback' | 'list', ...args: string[]) {
    return runReleaseCli({ releasesRoot, modulesRoot, shellDist }, command, ...args);
  }

  /** What the site answers for /remotes.json and inlines in its pages. */
  const served = async () => (await fetch(`${shellUrl}/remotes.json`)).json() as Promise<unknown>;

  beforeEach(async () => {
    releasesRoot = mkdtempSync(join(tmpdir(), 'release-rollback-releases-'));
    modulesRoot = mkdtempSync(join(tmpdir(), 'release-rollback-modules-'));
    shellDist = folder({
      'index.html': INDEX,
      'remotes.json': JSON.stringify(BUILT),
      // The gate reads the versions the live shell provides; none is declared by these releases.
      'mf-manifest.json': JSON.stringify({ shared: [] }),
    });
    shell = await startStaticServer({ dir: shellDist, port: 0, spa: true, liveRemotesJson: liveFile() });
    shellUrl = `http://localhost:${(shell.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise<void>((done) => shell.close(() => done()));
  });

  it(
    'records the starting build at the first promote and rolls back to it byte for byte, whatever dist/ holds later',
    async () => {
      const start = fakeDist(modulesRoot, 'feed', 'started with');
      const startFiles = filesOf(join(modulesRoot, 'mfe-feed', 'dist'));
      const v1 = fakeRelease(releasesRoot, 'feed', 'v1');
      expect(cli('list', 'feed').output).toMatch(/dist\s+the build the site started with .*← live/);

      const promoted = cli('promote', 'feed', v1);
      expect(promoted.status).toBe(0);
      expect(promoted.output).toContain(
        `feed: the build the site started with (mfe-feed/dist) is now recorded as ${start}, its starting build`,
      );
      expect(promoted.output).toContain(`feed: ${start} (starting build) → ${v1} (live)`);
      expect(await served()).toMatchObject({
        remotes: { feed: `http://localhost:3001/releases/${encodeURIComponent(v1)}/remoteEntry.js` },
      });
      // A later build of dist/ (a developer's `npm run build`) changes nothing the pointer names.
      writeFileSync(join(modulesRoot, 'mfe-feed', 'dist', 'remoteEntry.js'), 'var feed = "rebuilt";');

      expect(cli('rollback', 'feed')).toEqual({
        status: 0,
        output: `feed: ${v1} → ${start} (starting build) (rolled back; live)`,
      });
      expect(await served()).toMatchObject({
        remotes: { feed: `http://localhost:3001/releases/${encodeURIComponent(start)}/remoteEntry.js` },
      });
      expect(filesOf(join(releasesRoot, 'mfe-feed', start))).toEqual(startFiles);
      expect(
        JSON.parse(readFileSync(join(releasesRoot, 'mfe-feed', start, 'release.json'), 'utf8')),
      ).toMatchObject({ version: start, role: 'starting build', contract: null });
      const listed = cli('list', 'feed').output;
      expect(listed).toMatch(new RegExp(`${pattern(start)} .* starting build {2}← live`));
      expect(listed).not.toMatch(/^ {2}dist /m);
      // The operators' record stays out of what browsers get.
      expect(JSON.stringify(await served())).not.toContain('startingBuild');

      const again = cli('rollback', 'feed');
      expect(again).toEqual({
        status: 1,
        output: `rollback: feed has no earlier release to roll back to: it loads ${start} (starting build), the build the site started with`,
      });
    },
    CLI_CASE_MS,
  );

  it('refuses a rollback of a remote never promoted, and a first promote with no build to start from', () => {
    const v1 = fakeRelease(releasesRoot, 'feed', 'v1');
    expect(cli('rollback', 'feed')).toEqual({
      status: 1,
      output:
        'rollback: feed has no earlier release to roll back to: it has never been promoted, and loads the build the site started with (mfe-feed/dist)',
    });
    const promoted = cli('promote', 'feed', v1);
    expect(promoted.status).toBe(1);
    expect(promoted.output).toMatch(/^promote: mfe-feed has no build in .* to record as the starting build/);
    rmSync(liveFile(), { force: true });
  });

  it(
    'walks back through every release to the starting build, leaving another released remote live',
    async () => {
      const start = fakeDist(modulesRoot, 'feed', 'started with');
      fakeDist(modulesRoot, 'wizard', 'wizard started with');
      const v1 = fakeRelease(releasesRoot, 'feed', 'v1');
      const v2 = fakeRelease(releasesRoot, 'feed', 'v2');
      const wizard = fakeRelease(releasesRoot, 'wizard', 'w1');

      for (const [name, version] of [
        ['feed', v1],
        ['wizard', wizard],
        ['feed', v2],
      ] as const)
        expect(cli('promote', name, version).status).toBe(0);
      expect(cli('rollback', 'feed').output).toBe(`feed: ${v2} → ${v1} (rolled back; live)`);
      const listed = cli('list', 'feed').output;
      expect(listed).toMatch(
        new RegExp(`${pattern(start)} .* starting build {2}\\(was live; rollback target\\)`),
      );
      expect(listed).toMatch(new RegExp(`${pattern(v1)}.*← live`));

      expect(cli('rollback', 'feed').status).toBe(0);
      const now = (await served()) as typeof BUILT;
      expect(now.remotes).toEqual({
        feed: `http://localhost:3001/releases/${encodeURIComponent(start)}/remoteEntry.js`,
        wizard: `http://localhost:3002/releases/${encodeURIComponent(wizard)}/remoteEntry.js`,
      });
      expect(cli('rollback', 'feed').status).toBe(1);
    },
    CLI_CASE_MS,
  );

  /** The feed release a fresh browser session gets, and what the same session gets again. */
  async function sessionVersions(): Promise<{ first: string; again: string }> {
    const answer = await fetch(`${shellUrl}/remotes.json`);
    const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const first = ((await answer.json()) as { releases: { feed: { version: string } } }).releases.feed
      .version;
    const again = await fetch(`${shellUrl}/remotes.json`, { headers: { cookie } });
    return {
      first,
      again: ((await again.json()) as { releases: { feed: { version: string } } }).releases.feed.version,
    };
  }

  it(
    'serves a canary, a first release included, to a share of sessions, each keeping its release, until it is rolled back or finished',
    async () => {
      const start = fakeDist(modulesRoot, 'feed', 'started with');
      const v1 = fakeRelease(releasesRoot, 'feed', 'v1');
      const v2 = fakeRelease(releasesRoot, 'feed', 'v2');
      for (const bad of ['0', '100', '-5', 'half', '']) {
        const refused = cli('promote', 'feed', v2, '--canary', bad);
        expect(refused.status).toBe(1);
        expect(refused.output).toMatch(/^promote: --canary takes a share of sessions in percent/);
      }

      // The first release, beside the starting build.
      const first = cli('promote', 'feed', v1, '--canary', '50');
      expect(first.status).toBe(0);
      expect(first.output).toContain(
        `feed: ${v1} is a canary for 50 % of browser sessions; ${start} (starting build) stays live for the rest`,
      );
      const seen = new Set<string>();
      for (let i = 0; i < 16; i++) {
        const { first: version, again } = await sessionVersions();
        expect(again).toBe(version);
        seen.add(version);
      }
      expect(seen).toEqual(new Set([start, v1]));
      const listed = cli('list', 'feed').output;
      expect(listed).toMatch(
        new RegExp(`${pattern(start)} .* starting build {2}← live \\(50 % of sessions\\)`),
      );
      expect(listed).toMatch(new RegExp(`${pattern(v1)}.*← canary \\(50 % of sessions since `));
      expect(cli('rollback', 'feed').output).toBe(
        `feed: canary ${v1} → ${start} for every session (rolled back; live)`,
      );
      for (let i = 0; i < 6; i++) expect((await sessionVersions()).first).toBe(start);

      expect(cli('promote', 'feed', v1).status).toBe(0);
      expect(cli('promote', 'feed', v1, '--canary', '10').output).toBe(
        `promote: feed ${v1} is the live release already`,
      );
      expect(cli('promote', 'feed', v2, '--canary', '25').status).toBe(0);
      const finished = cli('promote', 'feed', v2);
      expect(finished.output).toMatch(
        new RegExp(`^feed: ${pattern(v1)} → ${pattern(v2)} \\(live\\) \\(its canary at 25 % is finished\\)`),
      );
      const pointer = JSON.parse(readFileSync(liveFile(), 'utf8')) as {
        releases: { feed: Record<string, unknown> };
      };
      expect(pointer.releases.feed).toMatchObject({
        version: v2,
        history: [start, v1],
        startingBuild: start,
      });
      expect(pointer.releases.feed).not.toHaveProperty('canary');
      for (let i = 0; i < 6; i++) expect((await sessionVersions()).first).toBe(v2);
    },
    CLI_CASE_MS,
  );

  it(
    "records the guard's rollback of a first release's canary with its figures, and refuses one for a canary no longer served",
    async () => {
      const start = fakeDist(modulesRoot, 'feed', 'started with');
      const v1 = fakeRelease(releasesRoot, 'feed', 'v1');
      expect(cli('promote', 'feed', v1, '--canary', '50').status).toBe(0);
      const figures = {
        version: v1,
        sessions: 20,
        sessionsWithErrors: 12,
        errorRate: 0.6,
        liveVersion: start,
        liveErrorRate: 0,
      };
      // The command line the guard runs (api/src/features/client-events/release-guard.ts).
      const automatic = cli('rollback', 'feed', '--automatic', JSON.stringify(figures));
      expect(automatic).toEqual({
        status: 0,
        output: `feed: canary ${v1} → ${start} for every session (rolled back automatically; live)`,
      });
      expect(cli('list', 'feed').output).toMatch(
        new RegExp(
          `${pattern(v1)} .* rolled back automatically \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC: errors in 12 of 20 sessions \\(60 %\\), live ${pattern(start)} 0 %`,
        ),
      );
      for (let i = 0; i < 6; i++) expect((await sessionVersions()).first).toBe(start);
      // The figures are the operators': browsers get the release only.
      expect(JSON.stringify(await served())).not.toMatch(/automaticRollbacks|sessionsWithErrors/);
      const again = cli('rollback', 'feed', '--automatic', JSON.stringify(figures));
      expect(again).toEqual({
        status: 1,
        output: `rollback: feed ${v1} is no longer its canary; nothing changed`,
      });
      expect(JSON.parse(readFileSync(liveFile(), 'utf8')).releases.feed.version).toBe(start);
    },
    CLI_CASE_MS,
  );
});
