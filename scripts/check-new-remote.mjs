// `npm run check:new-remote`: keeps the new-remote recipe alive (docs/architecture.md §2). Scaffolds
// a throwaway remote with `npm run new:remote`, checks its own typecheck, lint and jest test, that
// a change under its folder is planned by the remote's own rule (docs/ci.md §2), builds it and the
// shell, loads its page in the composed site in Chromium (e2e/tests/new-remote.test.ts), runs the
// standalone browser test the recipe gave it and the composed smoke of its page, then removes it,
// even on failure, rebuilds the shell without it and checks that the working tree is exactly as
// before. The browser tests use slot E2E_SLOT (default 0: the module map's ports, e2e/src/site.ts);
// it rebuilds web modules: run it alone.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTEND_MODULES } from './modules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const NAME = 'ci-probe';
const FOLDER = `mfe-${NAME}`;
const STANDALONE_TEST = `standalone/${FOLDER}.test.ts`;
const SMOKE_TEST = 'composed-smoke.test.ts';

/** A change to the probe's page, planned in a process that reads the module map as it is now. */
function assertPlannedAlone() {
  const file = `${FOLDER}/src/exposes/${NAME}-page.tsx`;
  console.log(`\n$ node scripts/ci/plan-files.mjs ${file}`);
  const result = spawnSync('node', ['scripts/ci/plan-files.mjs', file], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`planning failed: ${result.stderr}`);
  const { tasks, e2eTests, e2eRemotes } = JSON.parse(result.stdout);
  for (const task of ['typecheck', 'lint', 'test', 'build', 'contract', 'check:release'])
    assert.ok(tasks.includes(`${FOLDER}:${task}`), `${FOLDER}:${task} planned`);
  assert.deepEqual(e2eTests, [SMOKE_TEST, STANDALONE_TEST], 'its standalone test and the composed smoke');
  assert.deepEqual(e2eRemotes, [FOLDER], 'the smoke of its own page');
}

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

// What the probe could leave behind. Other paths are not compared: on a shared working tree they
// may change while this runs; in CI the whole tree is clean and stays so.
const TOUCHED = [
  FOLDER,
  `e2e/tests/${STANDALONE_TEST}`,
  'shared/src/contracts/module-map.mjs',
  'e2e/turbo.json',
  'README.md',
  'package-lock.json',
  'package.json',
];
const gitStatus = () =>
  spawnSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...TOUCHED], {
    cwd: root,
    encoding: 'utf8',
  }).stdout;

if (existsSync(join(root, FOLDER))) {
  console.log(`${FOLDER}/ is left from an earlier run: removing it first.`);
  run('node', ['scripts/new-remote.mjs', '--remove', NAME]);
}
const FILES = TOUCHED.filter((path) => path !== FOLDER && !path.startsWith('e2e/tests/'));
const contents = () => FILES.map((path) => readFileSync(join(root, path), 'utf8'));
const statusBefore = gitStatus();
const contentsBefore = contents();
// The composed site needs every other module built; `npm run test:e2e` has usually just done it.
const unbuilt = FRONTEND_MODULES.filter((m) => !existsSync(join(root, m.dir, 'dist', 'index.html')));

// The shell is rebuilt with the probe in its module map; its build from before is kept aside and
// put back afterwards, which is the same bytes as building it again (the builds are reproducible).
const shellDist = join(root, 'shell', 'dist');
const keptShell = existsSync(join(shellDist, 'index.html'))
  ? mkdtempSync(join(tmpdir(), 'journeys-shell-'))
  : null;
if (keptShell) cpSync(shellDist, keptShell, { recursive: true });

let failure = null;
try {
  // Named with its folder's prefix here and without it when removed: both spellings work.
  run('npm', ['run', 'new:remote', '--', FOLDER]);
  run('npm', ['run', 'typecheck', '-w', FOLDER]);
  run('npm', ['run', 'lint', '-w', FOLDER]);
  run('npm', ['test', '-w', FOLDER]);
  // The language check (docs/architecture.md §11): its catalogs are complete in every language.
  run('npm', ['run', 'contract', '-w', FOLDER]);
  assertPlannedAlone();
  const builds = [...new Set([...unbuilt.map((m) => m.dir), 'shell', FOLDER])];
  run('npm', ['run', 'build', ...builds.flatMap((dir) => ['-w', dir])]);
  const browserTest = (file, env = {}) =>
    run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', `tests/${file}`], {
      cwd: join(root, 'e2e'),
      env: { ...process.env, ...env },
    });
  browserTest('new-remote.test.ts', { JOURNEYS_NEW_REMOTE: NAME });
  browserTest(STANDALONE_TEST);
  browserTest(SMOKE_TEST, { E2E_REMOTES: FOLDER });
} catch (error) {
  failure = error;
} finally {
  try {
    run('npm', ['run', 'remove:remote', '--', NAME]);
    if (keptShell) {
      rmSync(shellDist, { recursive: true, force: true });
      cpSync(keptShell, shellDist, { recursive: true });
      rmSync(keptShell, { recursive: true, force: true });
    } else run('npm', ['run', 'build', '-w', 'shell']);
  } catch (error) {
    failure ??= error;
  }
}

const leftovers = [];
if (existsSync(join(root, FOLDER))) leftovers.push(`${FOLDER}/ still exists`);
contents().forEach((text, i) => {
  if (text !== contentsBefore[i]) leftovers.push(`${FILES[i]} differs from before`);
});
if (gitStatus() !== statusBefore) leftovers.push(`git status changed:\n${gitStatus()}`);
if (failure || leftovers.length > 0) {
  console.error(`\ncheck:new-remote failed: ${[failure?.message, ...leftovers].filter(Boolean).join('\n')}`);
  process.exit(1);
}
console.log(
  `\ncheck:new-remote: ${FOLDER} was scaffolded, planned alone, built, shown at /${NAME} and standalone, and removed; the tree is clean.`,
);
