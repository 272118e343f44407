// Rolling a remote back past its first promote (docs/releasing.md §4): the build the site started
// with, the remote's unversioned dist/, is the release before the first one. Canaries (§9, §10): a
// share of browser sessions, finished by a promote, taken back by a rollback or by the guard. The commands run as an
// operator types them (scripts/releases/cli.mjs) on a release directory laid out as
// `npm run release` writes one, and the shell's static server answers what a browser would get.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REMOTE_MAP } from '@journeys/shared/module-map';
import { contentHash, releaseVersion } from '../../scripts/releases/content-hash.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';

const repoRoot = resolve(__dirname, '..', '..');
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

/** A release of `name` as `npm run release` leaves it: files, then release.json naming their hash. */
function release(releasesRoot: string, name: 'feed' | 'wizard', text: string): string {
  const { folder: dir, exposes } = REMOTE_MAP[name];
  const temporary = mkdtempSync(join(releasesRoot, '.tmp-'));
  writeFileSync(join(temporary, 'remoteEntry.js'), `var ${name} = ${JSON.stringify(text)};`);
  writeFileSync(
    join(temporary, 'mf-manifest.json'),
    JSON.stringify({ exposes: Object.keys(exposes).map((key) => ({ name: key })), shared: [] }),
  );
  const hash = contentHash(temporary);
  const version = releaseVersion('0.1.0', hash);
  writeFileSync(
    join(temporary, 'release.json'),
    JSON.stringify({
      remote: name,
      folder: dir,
      version,
      createdAt: new Date().toISOString(),
      packageVersion: '0.1.0',
      contentHash: hash,
      shared: {},
      exposes: Object.keys(exposes).map((key) => `${name}/${key}`),
      contract: {
        package: '@journeys/shared',
        version: '0.1.0',
        checked: Object.keys(exposes).map((key) => `${name}/${key}`),
      },
    }),
  );
  mkdirSync(join(releasesRoot, dir), { recursive: true });
  renameSync(temporary, join(releasesRoot, dir, version));
  return version;
}

// Each case runs the real release CLI several times as child processes: seconds on a busy machine.
const CLI_CASE_MS = 60_000;

describe('promote and rollback from the command line', () => {
  let releasesRoot: string;
  let shellDist: string;
  let shell: Server;
  let shellUrl: string;
  const liveFile = () => join(releasesRoot, 'remotes.json');

  /** `npm run <command> -- <args>` with this test's RELEASES_DIR and shell build. */
  function cli(command: 'promote' | 'rollback' | 'list', ...args: string[]) {
    const result = spawnSync(process.execPath, ['scripts/releases/cli.mjs', command, ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASES_DIR: releasesRoot, SHELL_DIST: shellDist, INIT_CWD: repoRoot },
      encoding: 'utf8',
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
  }

  /** What the site answers for /remotes.json and inlines in its pages. */
  const served = async () => (await fetch(`${shellUrl}/remotes.json`)).json() as Promise<unknown>;

  beforeEach(async () => {
    releasesRoot = mkdtempSync(join(tmpdir(), 'release-rollback-releases-'));
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
    'takes the first promoted release back: the site serves the dist build exactly as before',
    async () => {
      const v1 = release(releasesRoot, 'feed', 'v1');
      const before = await served();

      expect(cli('promote', 'feed', v1).status).toBe(0);
      expect(await served()).toMatchObject({ remotes: { feed: expect.stringContaining('/releases/') } });

      const rolledBack = cli('rollback', 'feed');
      expect(rolledBack).toEqual({
        status: 0,
        output: `feed: ${v1} → the build the site started with (mfe-feed/dist, ${BUILT.remotes.feed}) (rolled back; live)`,
      });
      expect(await served()).toEqual(before);
      // No release is live and none is allowed for QA: the pointer is gone, as before the first promote.
      expect(existsSync(liveFile())).toBe(false);
      const listed = cli('list', 'feed').output;
      expect(listed).toMatch(/dist\s+the build the site started with .*← live/);
      expect(listed).not.toMatch(new RegExp(`${v1.replace('+', '\\+')}.*← live`));

      const again = cli('rollback', 'feed');
      expect(again.status).toBe(1);
      expect(again.output).toBe(
        `rollback: feed has no earlier release to roll back to: it already loads the build the site started with (mfe-feed/dist, ${BUILT.remotes.feed})`,
      );
      expect(await served()).toEqual(before);
    },
    CLI_CASE_MS,
  );

  it(
    'walks back through every release to the dist build, leaving another released remote live',
    async () => {
      const v1 = release(releasesRoot, 'feed', 'v1');
      const v2 = release(releasesRoot, 'feed', 'v2');
      const wizard = release(releasesRoot, 'wizard', 'w1');
      const before = (await served()) as typeof BUILT;

      for (const [name, version] of [
        ['feed', v1],
        ['wizard', wizard],
        ['feed', v2],
      ] as const)
        expect(cli('promote', name, version).status).toBe(0);
      expect(cli('rollback', 'feed').output).toBe(`feed: ${v2} → ${v1} (rolled back; live)`);
      const listed = cli('list', 'feed').output;
      expect(listed).toMatch(/dist\s+the build the site started with .*\(was live; rollback target\)/);
      expect(listed).toMatch(new RegExp(`${v1.replace('+', '\\+')}.*← live`));

      expect(cli('rollback', 'feed').status).toBe(0);
      const pointer = JSON.parse(readFileSync(liveFile(), 'utf8')) as {
        remotes: Record<string, string>;
        releases: Record<string, unknown>;
      };
      expect(Object.keys(pointer.releases)).toEqual(['wizard']);
      expect(pointer.remotes.feed).toBe(BUILT.remotes.feed);
      const now = (await served()) as typeof BUILT;
      expect(now.remotes).toEqual({
        feed: before.remotes.feed,
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
    'serves a canary to a share of sessions, each keeping its release, until it is rolled back or finished',
    async () => {
      const v1 = release(releasesRoot, 'feed', 'v1');
      const v2 = release(releasesRoot, 'feed', 'v2');
      const first = cli('promote', 'feed', v2, '--canary', '50');
      expect(first.status).toBe(1);
      expect(first.output).toMatch(/^promote: feed has no live release to run a canary beside/);
      expect(cli('promote', 'feed', v1).status).toBe(0);
      for (const bad of ['0', '100', '-5', 'half', '']) {
        const refused = cli('promote', 'feed', v2, '--canary', bad);
        expect(refused.status).toBe(1);
        expect(refused.output).toMatch(/^promote: --canary takes a share of sessions in percent/);
      }
      expect(cli('promote', 'feed', v1, '--canary', '10').output).toBe(
        `promote: feed ${v1} is the live release already`,
      );

      const canary = cli('promote', 'feed', v2, '--canary', '50');
      expect(canary.status).toBe(0);
      expect(canary.output).toMatch(
        new RegExp(`^feed: ${v2.replace('+', '\\+')} is a canary for 50 % of browser sessions`),
      );
      const seen = new Set<string>();
      for (let i = 0; i < 16; i++) {
        const { first: version, again } = await sessionVersions();
        expect(again).toBe(version);
        seen.add(version);
      }
      expect(seen).toEqual(new Set([v1, v2]));
      const listed = cli('list', 'feed').output;
      expect(listed).toMatch(new RegExp(`${v1.replace('+', '\\+')}.*← live \\(50 % of sessions\\)`));
      expect(listed).toMatch(new RegExp(`${v2.replace('+', '\\+')}.*← canary \\(50 % of sessions since `));

      expect(cli('rollback', 'feed').output).toBe(
        `feed: canary ${v2} → ${v1} for every session (rolled back; live)`,
      );
      for (let i = 0; i < 6; i++) expect((await sessionVersions()).first).toBe(v1);

      expect(cli('promote', 'feed', v2, '--canary', '25').status).toBe(0);
      const finished = cli('promote', 'feed', v2);
      expect(finished.output).toMatch(
        new RegExp(
          `^feed: ${v1.replace('+', '\\+')} → ${v2.replace('+', '\\+')} \\(live\\) \\(its canary at 25 % is finished\\)`,
        ),
      );
      const pointer = JSON.parse(readFileSync(liveFile(), 'utf8')) as {
        releases: { feed: Record<string, unknown> };
      };
      expect(pointer.releases.feed).toMatchObject({ version: v2, history: [v1] });
      expect(pointer.releases.feed).not.toHaveProperty('canary');
      for (let i = 0; i < 6; i++) expect((await sessionVersions()).first).toBe(v2);
    },
    CLI_CASE_MS,
  );

  it(
    "records the guard's rollback with its figures, and refuses one for a canary no longer served",
    async () => {
      const v1 = release(releasesRoot, 'feed', 'v1');
      const v2 = release(releasesRoot, 'feed', 'v2');
      expect(cli('promote', 'feed', v1).status).toBe(0);
      expect(cli('promote', 'feed', v2, '--canary', '50').status).toBe(0);
      const figures = {
        version: v2,
        sessions: 20,
        sessionsWithErrors: 12,
        errorRate: 0.6,
        liveVersion: v1,
        liveErrorRate: 0,
      };
      const automatic = cli('rollback', 'feed', '--automatic', JSON.stringify(figures));
      expect(automatic).toEqual({
        status: 0,
        output: `feed: canary ${v2} → ${v1} for every session (rolled back automatically; live)`,
      });
      expect(cli('list', 'feed').output).toMatch(
        new RegExp(
          `${v2.replace('+', '\\+')} .* rolled back automatically \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC: errors in 12 of 20 sessions \\(60 %\\), live ${v1.replace('+', '\\+')} 0 %`,
        ),
      );
      // The figures are the operators': browsers get the release only.
      expect(JSON.stringify(await served())).not.toMatch(/automaticRollbacks|sessionsWithErrors/);
      const again = cli('rollback', 'feed', '--automatic', JSON.stringify(figures));
      expect(again).toEqual({
        status: 1,
        output: `rollback: feed ${v2} is no longer its canary; nothing changed`,
      });
      expect(JSON.parse(readFileSync(liveFile(), 'utf8')).releases.feed.version).toBe(v1);
    },
    CLI_CASE_MS,
  );
});
