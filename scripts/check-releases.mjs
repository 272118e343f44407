// `npm run check:releases`: the release life cycle of docs/releasing.md, run by CI. Into a
// temporary RELEASES_DIR it releases the feed as it is (v1), again from a copy of the checkout in
// another folder (the same version: 'already released'), and with a visible change to its page
// (v2, a line under its heading; the source restored right after), then drives the composed site in Chromium
// (e2e/tests/releases.test.ts): promote v1, promote v2 and see the change with the shell's files
// byte-identical, a tab opened on v1 still loading v1's chunks, rollback, the gate refusing
// incompatible releases, a broken release showing the feed's fallback, rollback again, and a last
// rollback past the first promote to the feed's dist/ build. Then release health
// (e2e/tests/release-health.test.ts, docs/releasing.md §9–§11): v2 as a canary at 50 % across
// fresh browser sessions, `npm run release-health`, the vitals in /metrics, and a canary v3 that
// passes the feed's tests but throws in the composed site, rolled back by the guard on its own.
// Uses ports 3000–3007 and 4000 and rebuilds the feed: run it alone.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTEND_MODULES } from './modules.mjs';
import { listFiles } from './releases/content-hash.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDER = 'mfe-feed';
const HEADING_FILE = join(root, FOLDER, 'src', 'features', 'feed', 'components', 'feed.tsx');
// A line of text under the heading: visible, and asserted by none of the feed's own tests.
const MARKER = 'Release check: v2';
const HEADING_END = '</h1>';
const CHANGED = `</h1>\n<p data-release-check>${MARKER}</p>`;
// v3: the feed throws while rendering in the composed site only (its page carries the shell's
// inlined remotes.json), so its own tests pass and the release is made like any other.
// The component's first line, whatever slots it takes; the throwing line goes right after it.
const FEED_START = /^export function Feed\(.*\) \{$/m;
const THROWING = `
  if (document.getElementById('journeys-remotes-config')) throw new Error('release check: this canary throws');`;

const releasesDir = mkdtempSync(join(tmpdir(), 'journeys-releases-'));
const env = { ...process.env, RELEASES_DIR: releasesDir };

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

const versions = () =>
  existsSync(join(releasesDir, FOLDER))
    ? readdirSync(join(releasesDir, FOLDER)).filter((v) => v.includes('+'))
    : [];

// The feed's tests ran before this check (CI's test step, docs/ci.md §3): each release here builds
// (the first reuses the build the browser tests loaded), none runs the tests again.
const RELEASE = ['run', 'release', '-w', FOLDER, '--', '--skip-tests'];

/** `npm run release -w mfe-feed`, returning the version it wrote. */
function release(flag = '--skip-tests') {
  const before = new Set(versions());
  run('npm', ['run', 'release', '-w', FOLDER, ...(flag === '--with-tests' ? [] : ['--', flag])]);
  const added = versions().filter((v) => !before.has(v));
  if (added.length !== 1)
    throw new Error(`expected one new release of ${FOLDER}, found ${added.join(', ') || 'none'}`);
  return added[0];
}

/** Undoes our edit only, so a change someone else saved meanwhile is kept. */
function restoreHeading() {
  const text = readFileSync(HEADING_FILE, 'utf8');
  if (text.includes(CHANGED)) writeFileSync(HEADING_FILE, text.replace(CHANGED, HEADING_END));
  const now = readFileSync(HEADING_FILE, 'utf8');
  if (now.includes(THROWING)) writeFileSync(HEADING_FILE, now.replace(THROWING, ''));
}

/**
 * What differs between two builds, for a release that should have reproduced v1: the files only one
 * of them has (hashed names: a changed chunk shows as one of each) and, for each changed chunk, the
 * bytes around its first difference, so a failure in CI says which part of the build moved.
 */
function describeChange(before, after) {
  const a = listFiles(before).filter((f) => f !== 'release.json');
  const b = new Set(listFiles(after));
  const gone = a.filter((f) => !b.has(f));
  const added = [...b].filter((f) => !a.includes(f));
  const lines = [
    `only in v1: ${gone.join(', ') || 'none'}`,
    `only in the new build: ${added.join(', ') || 'none'}`,
  ];
  const chunkOf = (file) => file.replace(/\.[0-9a-f]{10}\./, '.');
  const pairs = a
    .map((f) => [f, b.has(f) ? f : added.find((g) => chunkOf(g) === chunkOf(f))])
    .filter(([, g]) => g)
    .map(([f, g]) => [f, g, readFileSync(join(before, f), 'utf8'), readFileSync(join(after, g), 'utf8')])
    .filter(([, , x, y]) => x !== y);
  // A few are enough to name the cause; every chunk that lists another's hash changes with it.
  for (const [f, g, x, y] of pairs.slice(0, 8)) {
    let i = 0;
    while (i < x.length && x[i] === y[i]) i += 1;
    const around = (text) => JSON.stringify(text.slice(Math.max(0, i - 120), i + 120));
    lines.push(`${f} → ${g}: first difference at byte ${i}`, `  v1:  ${around(x)}`, `  new: ${around(y)}`);
  }
  return lines.join('\n');
}

/** Throws, naming what changed against v1, when `what` left other than `count` releases. */
function expectReleases(count, what, v1, dist) {
  if (versions().length === count) return;
  throw new Error(
    `${what} wrote a new release: ${versions()}\n${describeChange(join(releasesDir, FOLDER, v1), dist)}`,
  );
}

/** Folders a checkout builds or keeps locally, never part of the source. */
const NOT_SOURCE = new Set(['.git', 'node_modules', 'dist', '.data', '.releases', '.release-check']);

/**
 * A copy of this checkout in another folder: the source copied, node_modules hard-linked (no
 * second install; nothing the release runs writes into node_modules).
 */
function checkoutElsewhere() {
  const copy = mkdtempSync(join(tmpdir(), 'journeys-elsewhere-'));
  cpSync(root, copy, {
    recursive: true,
    filter: (path) => !NOT_SOURCE.has(basename(path)),
  });
  for (const dir of ['.', ...readdirSync(root)]) {
    const modules = join(root, dir, 'node_modules');
    if (!existsSync(modules)) continue;
    // Hard links need one file system; across two, a plain copy.
    const linked = spawnSync('cp', ['-al', modules, join(copy, dir, 'node_modules')]);
    if (linked.status !== 0) {
      console.log(`(cannot hard-link ${modules} into ${copy}: copying it)`);
      rmSync(join(copy, dir, 'node_modules'), { recursive: true, force: true });
      run('cp', ['-a', modules, join(copy, dir, 'node_modules')]);
    }
  }
  return copy;
}

let failure = null;
const dist = join(root, FOLDER, 'dist');
// v1's build, put back into dist/ once v2 and v3 are made: the browser tests and the checks after
// this one load dist/, and a copy back costs nothing where a fourth build costs seconds.
const v1Dist = mkdtempSync(join(tmpdir(), 'journeys-v1-dist-'));
// dist/ holds a changed build from v2 on, until v1's is copied back.
let distChanged = false;
function restoreDist() {
  rmSync(dist, { recursive: true, force: true });
  cpSync(v1Dist, dist, { recursive: true });
  distChanged = false;
}
try {
  const unbuilt = FRONTEND_MODULES.filter((m) => !existsSync(join(root, m.dir, 'dist', 'index.html')));
  if (unbuilt.length > 0) run('npm', ['run', 'build', ...unbuilt.flatMap((m) => ['-w', m.dir])]);
  // v1 is the build already in dist/ (CI's build step, from this source); the release from another
  // folder below rebuilds it and must give the same version, so a stale dist/ cannot pass.
  const v1 = release('--use-build');
  cpSync(dist, v1Dist, { recursive: true });
  // The same commit released from a checkout in another folder is the same release.
  const elsewhere = checkoutElsewhere();
  try {
    run('npm', RELEASE, { cwd: elsewhere });
    expectReleases(1, `the same source released from ${elsewhere}`, v1, join(elsewhere, FOLDER, 'dist'));
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
  const source = readFileSync(HEADING_FILE, 'utf8');
  if (!source.includes(HEADING_END)) throw new Error(`cannot find the feed's heading in ${HEADING_FILE}`);
  let v2;
  distChanged = true;
  try {
    writeFileSync(HEADING_FILE, source.replace(HEADING_END, CHANGED));
    v2 = release();
  } finally {
    restoreHeading();
  }
  if (!FEED_START.test(source)) throw new Error(`cannot find the Feed component in ${HEADING_FILE}`);
  let v3;
  try {
    writeFileSync(
      HEADING_FILE,
      source.replace(FEED_START, (line) => `${line}${THROWING}`),
    );
    // With the feed's tests: the canary the guard must catch passes them.
    v3 = release('--with-tests');
  } finally {
    restoreHeading();
  }
  restoreDist();
  expectReleases(3, 'v2 and v3', v1, dist);
  run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', 'tests/releases.test.ts'], {
    cwd: join(root, 'e2e'),
    env: { ...env, JOURNEYS_RELEASES: `${v1},${v2}`, JOURNEYS_RELEASE_MARKER: MARKER },
  });
  run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', 'tests/release-health.test.ts'], {
    cwd: join(root, 'e2e'),
    env: {
      ...env,
      JOURNEYS_HEALTH_RELEASES: `${v1},${v2},${v3}`,
      // The guard looks every second and judges a canary from 4 sessions; every browser session
      // of the check comes from one address.
      RELEASE_GUARD_INTERVAL_SECONDS: '1',
      RELEASE_GUARD_MIN_SESSIONS: '4',
      RATE_LIMIT_CLIENT_EVENT_MAX: '1000',
    },
  });
} catch (error) {
  failure = error;
} finally {
  restoreHeading();
  if (distChanged) restoreDist();
  rmSync(v1Dist, { recursive: true, force: true });
  rmSync(releasesDir, { recursive: true, force: true });
}
if (failure) {
  console.error(`\ncheck:releases failed: ${failure.message}`);
  process.exit(1);
}
console.log(`\ncheck:releases: the feed was released twice, promoted, rolled back, refused by the gate when
incompatible, recovered from a broken release and rolled back to its dist build; the shell's files never changed.
A canary reached half of the browser sessions, release-health and /metrics showed both releases, and the
guard rolled back a canary that threw in the composed site.`);
