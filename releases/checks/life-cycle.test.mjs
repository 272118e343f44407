// The release life cycle with the real commands and the real static servers (docs/releasing.md
// §1–§4, §9): in a copy of this checkout (its feed source edited there, never here), `npm run
// release`, `promote` and `rollback` as an operator types them, and what the site serves after
// each, read over HTTP as a browser reads it: the shell's /remotes.json, then every file of the
// feed's build from where that names. Run by `npm run check:releases` on the builds CI made; it
// needs shell/dist and mfe-feed/dist.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startStaticServer } from '@journeys/web-server/static-server';
import { copyCheckout } from './checkout-copy.mjs';
import { FEED_FOLDER as FEED, markUnderHeading, releaseFeed } from './feed-release.mjs';
import { npmRun } from './npm-run.mjs';
import { contentHash, listFiles, RELEASE_JSON, releaseVersion } from '../src/content-hash.mjs';

const MARKERS = ['Life cycle: first release', 'Life cycle: second release'];

let copy;
let feedServer;
let shellServer;
let shellUrl;
/** This case's RELEASES_DIR: each case starts on a site where the feed was never promoted. */
let releasesDir;
const releasesDirs = [];
/** The first case's first release, which the second case takes as it is. */
let firstRelease;

const address = (server) => `http://localhost:${server.address().port}`;

/** Releases the feed of the copy, with `marker` under its heading when given; returns the version. */
const releaseWith = (marker) =>
  releaseFeed({ copy, releasesDir, edit: marker ? markUnderHeading(marker) : undefined });

async function cli(command, ...args) {
  const { status, output } = await npmRun(command, ['feed', ...args], {
    cwd: copy,
    env: { ...process.env, RELEASES_DIR: releasesDir },
  });
  assert.equal(status, 0, output);
  return output;
}

/** A browser session: the canary cookie the shell's server sets on its first answer, sent after. */
function session() {
  let cookie = '';
  return async (url) => {
    const response = await fetch(url, { headers: cookie ? { cookie } : {} });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    return response;
  };
}

/**
 * What `get`'s session is served of the feed: where /remotes.json points, and the sha256 of every
 * file of the feed's build fetched from there (the list from the starting build: every build of
 * the feed has the same file names but for hashes, so each case's own build folder names them).
 */
async function servedFeed(get = session(), files) {
  const config = await (await get(`${shellUrl}/remotes.json`)).json();
  const entry = config.remotes.feed;
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const hashes = {};
  let text = '';
  for (const file of files) {
    const response = await fetch(new URL(file, base));
    assert.equal(response.status, 200, `${base}${file}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    hashes[file] = createHash('sha256').update(bytes).digest('hex');
    text += bytes.toString('utf8');
  }
  return { base, hashes, text };
}

/**
 * One line of the run's record (docs/releasing.md §9): what a step left served, as one digest over
 * every file's sha256, and which marker the feed's heading carries.
 */
function record(step, served) {
  const digest = createHash('sha256').update(JSON.stringify(served.hashes)).digest('hex').slice(0, 16);
  const marker = MARKERS.find((m) => served.text.includes(m)) ?? 'no marker';
  console.log(`served after ${step}: ${new URL(served.base).pathname} · ${digest} · ${marker}`);
  return served;
}

/** The files of a build or release folder, release.json aside. */
const filesOf = (dir) => listFiles(dir).filter((file) => file !== RELEASE_JSON);

const releaseFolder = (version) => join(releasesDir, FEED, version);

const stop = (server) => new Promise((resolve) => (server ? server.close(resolve) : resolve()));

before(() => {
  copy = copyCheckout({ builds: ['shell', FEED] });
});

after(async () => {
  await Promise.all([stop(feedServer), stop(shellServer)]);
  for (const dir of [copy, ...releasesDirs]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * A fresh RELEASES_DIR and the two servers on it, the shell's remotes.json naming the feed's
 * server: a site on which the feed was never promoted.
 */
async function startSite() {
  await Promise.all([stop(feedServer), stop(shellServer)]);
  releasesDir = mkdtempSync(join(tmpdir(), 'journeys-life-cycle-'));
  releasesDirs.push(releasesDir);
  feedServer = await startStaticServer({
    dir: join(copy, FEED, 'dist'),
    port: 0,
    spa: true,
    releasesDir: join(releasesDir, FEED),
  });
  const shellDist = join(copy, 'shell', 'dist');
  const built = JSON.parse(readFileSync(join(shellDist, 'remotes.json'), 'utf8'));
  built.remotes.feed = `${address(feedServer)}/remoteEntry.js`;
  writeFileSync(join(shellDist, 'remotes.json'), JSON.stringify(built));
  shellServer = await startStaticServer({
    dir: shellDist,
    port: 0,
    spa: true,
    liveRemotesJson: join(releasesDir, 'remotes.json'),
  });
  shellUrl = address(shellServer);
}

describe('a release never changes the live site until promoted; rollback reaches the starting build', () => {
  it('release, promote, release, promote, roll back twice', async () => {
    await startSite();
    const files = filesOf(join(copy, FEED, 'dist'));
    const distBefore = readFileSync(join(copy, FEED, 'dist', 'mf-manifest.json'), 'utf8');

    const start = record('start', await servedFeed(undefined, files));
    assert.equal(start.base, `${address(feedServer)}/`);

    // The source the starting build was built from, released from this other folder: one commit,
    // one release, wherever it is checked out (docs/releasing.md §2).
    const packageVersion = JSON.parse(readFileSync(join(copy, FEED, 'package.json'), 'utf8')).version;
    const same = await releaseWith(null);
    assert.equal(same, releaseVersion(packageVersion, contentHash(join(copy, FEED, 'dist'))));

    const v1 = await releaseWith(MARKERS[0]);
    firstRelease = releaseFolder(v1);
    const afterRelease = record(`release ${v1}`, await servedFeed(undefined, files));
    assert.deepEqual(afterRelease, start, 'a release changes nothing served');
    assert.ok(!afterRelease.text.includes(MARKERS[0]));
    assert.equal(readFileSync(join(copy, FEED, 'dist', 'mf-manifest.json'), 'utf8'), distBefore);

    await cli('promote', v1);
    const first = record(`promote ${v1}`, await servedFeed(undefined, filesOf(releaseFolder(v1))));
    assert.ok(first.base.includes(`/releases/${encodeURIComponent(v1)}/`), first.base);
    assert.ok(first.text.includes(MARKERS[0]), 'the promoted release is served');

    const v2 = await releaseWith(MARKERS[1]);
    const unchanged = record(`release ${v2}`, await servedFeed(undefined, filesOf(releaseFolder(v1))));
    assert.deepEqual(unchanged, first, 'nothing changes');

    await cli('promote', v2);
    const second = record(`promote ${v2}`, await servedFeed(undefined, filesOf(releaseFolder(v2))));
    assert.ok(second.text.includes(MARKERS[1]) && !second.text.includes(MARKERS[0]));

    assert.match(await cli('rollback'), new RegExp(`${v2.replace('+', '\\+')} → ${v1.replace('+', '\\+')}`));
    const rolledBack = record('rollback', await servedFeed(undefined, filesOf(releaseFolder(v1))));
    assert.deepEqual(rolledBack, first, 'v1 byte for byte');

    const listed = await cli('rollback');
    const startVersion = /→ (\S+) \(starting build\)/.exec(listed)?.[1];
    assert.ok(startVersion, listed);
    const back = record('rollback', await servedFeed(undefined, files));
    assert.ok(back.base.includes(`/releases/${encodeURIComponent(startVersion)}/`), back.base);
    assert.deepEqual(back.hashes, start.hashes, 'the starting build byte for byte');
    assert.deepEqual(filesOf(releaseFolder(startVersion)), files);
  });

  it('a first release as a canary beside the starting build, taken back as the guard does', async () => {
    await startSite();
    const files = filesOf(join(copy, FEED, 'dist'));
    const start = await servedFeed(undefined, files);
    // The first case's release, copied as a CDN sync copies an immutable release: no build again.
    assert.ok(firstRelease, 'the first case made a release');
    const release = basename(firstRelease);
    cpSync(firstRelease, releaseFolder(release), { recursive: true });

    const canary = await cli('promote', release, '--canary', '50');
    const startVersion = /; (\S+) \(starting build\) stays live/.exec(canary)?.[1];
    assert.ok(startVersion, canary);
    const seen = new Map();
    for (let i = 0; i < 16; i++) {
      const get = session();
      const once = await servedFeed(
        get,
        files.filter((f) => f.endsWith('.json')),
      );
      const again = await servedFeed(
        get,
        files.filter((f) => f.endsWith('.json')),
      );
      assert.equal(again.base, once.base, 'a session keeps its release');
      seen.set(once.base, get);
    }
    const bases = [...seen.keys()];
    assert.equal(bases.length, 2, `both releases are served: ${bases.join(', ')}`);
    const canarySession = seen.get(bases.find((b) => b.includes(encodeURIComponent(release))));
    const liveSession = seen.get(bases.find((b) => b.includes(encodeURIComponent(startVersion))));
    assert.ok(canarySession && liveSession);
    const live = record('promote --canary 50, a live session', await servedFeed(liveSession, files));
    assert.deepEqual(live.hashes, start.hashes, 'the starting build');
    const tried = record(
      'promote --canary 50, a canary session',
      await servedFeed(canarySession, filesOf(releaseFolder(release))),
    );
    assert.ok(tried.text.includes(MARKERS[0]));

    // The guard's own command line (api/src/features/client-events/release-guard.ts).
    const figures = {
      version: release,
      sessions: 8,
      sessionsWithErrors: 8,
      errorRate: 1,
      liveVersion: startVersion,
      liveErrorRate: 0,
    };
    assert.match(await cli('rollback', '--automatic', JSON.stringify(figures)), /rolled back automatically/);
    const takenBack = record(
      'rollback --automatic, the canary session',
      await servedFeed(canarySession, files),
    );
    assert.deepEqual(takenBack.hashes, start.hashes, 'every session');
    assert.match(await cli('releases'), /rolled back automatically .*errors in 8 of 8 sessions/);
  });
});
