// `npm run check:releases`: the release life cycle of docs/releasing.md, run by CI on the builds it
// made. Releases are made in a copy of the checkout (the feed's source is edited there, never here)
// into temporary RELEASES_DIRs:
// 1. releases/checks/life-cycle.test.mjs: the real commands against the real static servers, no
//    browser: the same source released from another folder is the same release; a release changes
//    nothing served until promoted; rollback walks back to the starting build byte for byte; a
//    first release as a canary beside the starting build, taken back as the guard does.
// 2. e2e/tests/releases.test.ts, the composed site in Chromium: release (nothing changes), promote,
//    release again, promote, a tab on the first release loading its lazy chunks, rollback, the gate
//    refusing incompatible releases, a broken release showing the feed's fallback, rollback to the
//    starting build with every file as it was served before.
// 3. e2e/tests/release-health.test.ts, on a site where the feed was never promoted: its first
//    release as a canary at 50 %, release-health and /metrics showing both, then a canary that
//    passes the feed's tests but throws in the composed site, rolled back by the guard on its own.
// Uses ports 3000–3007 and 4000: run it alone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTEND_MODULES } from './modules.mjs';
import { copyCheckout } from '../releases/checks/checkout-copy.mjs';
import { FEED_COMPONENT_FILE, markUnderHeading, releaseFeed } from '../releases/checks/feed-release.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MARKER = 'Release check: v1';
// The canary the guard must catch: the feed throws while rendering in the composed site only (its
// page carries the shell's inlined remotes.json), so its own tests pass and the release is made
// like any other. The throwing line goes right after the component's first line.
const FEED_START = /^export function Feed\(.*\) \{$/m;
const THROWING = `
  if (document.getElementById('journeys-remotes-config')) throw new Error('release check: this canary throws');`;

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

const temporary = [];
const tempDir = (prefix) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

let failure = null;
try {
  const unbuilt = FRONTEND_MODULES.filter((m) => !existsSync(join(root, m.dir, 'dist', 'index.html')));
  if (unbuilt.length > 0) run('npm', ['run', 'build', ...unbuilt.flatMap((m) => ['-w', m.dir])]);

  run('node', ['--test', '--test-reporter=spec', join('releases', 'checks', 'life-cycle.test.mjs')]);

  const copy = copyCheckout();
  temporary.push(copy);
  const releasesDir = tempDir('journeys-releases-');
  run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', 'tests/releases.test.ts'], {
    cwd: join(root, 'e2e'),
    env: { ...process.env, RELEASES_DIR: releasesDir, JOURNEYS_RELEASE_SOURCE: copy },
  });

  // A site on which the feed was never promoted: its first release and the throwing one.
  const healthDir = tempDir('journeys-health-');
  const v1 = await releaseFeed({ copy, releasesDir: healthDir, edit: markUnderHeading(MARKER) });
  if (!FEED_START.test(readFileSync(join(copy, FEED_COMPONENT_FILE), 'utf8')))
    throw new Error(`cannot find the Feed component in ${FEED_COMPONENT_FILE}`);
  // With the feed's tests: the canary the guard must catch passes them.
  const v3 = await releaseFeed({
    copy,
    releasesDir: healthDir,
    edit: (source) => source.replace(FEED_START, (line) => `${line}${THROWING}`),
    flags: [],
  });
  run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', 'tests/release-health.test.ts'], {
    cwd: join(root, 'e2e'),
    env: {
      ...process.env,
      RELEASES_DIR: healthDir,
      JOURNEYS_HEALTH_RELEASES: `${v1},${v3}`,
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
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}
if (failure) {
  console.error(`\ncheck:releases failed: ${failure.message}`);
  process.exit(1);
}
console.log(`\ncheck:releases: releases changed nothing live until promoted; promote showed them, rollback went
back release by release to the starting build byte for byte; the gate refused incompatible releases and the
site recovered from a broken one; the shell's files never changed. A first release ran as a canary beside the
starting build for half of the sessions, release-health and /metrics showed both, and the guard rolled back a
canary that threw in the composed site.`);
