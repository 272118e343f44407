// The selection rules of `npm run ci:affected` (docs/ci.md §2), on made-up changes to this
// repository and, end to end, on one-line edits in a temporary worktree.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { FRONTEND_MODULES } from '@journeys/shared/module-map';
import { E2E_TURBO_FILE, e2eTurboConfig } from './e2e-turbo-config.mjs';
import {
  browserTests,
  planChange,
  SMOKE_TEST,
  standaloneTestOf,
  WORKSPACE_TASKS,
  WORKSPACES,
} from './plan.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tracked = spawnSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .stdout.split('\n')
  .filter(Boolean);
const plan = (...changed) => planChange({ root, changed, tracked });
const REMOTES = WORKSPACES.filter((folder) => folder.startsWith('mfe-'));
const isBench = (id) => id.split(':').includes('bench');
/** A source file of a workspace, to change on paper. */
const sourceOf = (folder) =>
  tracked.find((file) => file.startsWith(`${folder}/src/`) && /\.tsx?$/.test(file));

/** The rule for a change only under `mfe-x/`, asserted on a plan's task list. */
function assertRemoteOnly(tasks, folder) {
  for (const task of ['typecheck', 'lint', 'test', 'build', 'contract', 'check:release'])
    assert.ok(tasks.includes(`${folder}:${task}`), `${folder}:${task} planned`);
  assert.ok(tasks.includes('e2e:test:e2e'), 'its standalone tests and the composed smoke planned');
  assert.deepEqual(
    tasks.filter((id) => id.startsWith('api:')),
    [],
    'no api task',
  );
  assert.deepEqual(
    tasks.filter((id) => id.endsWith(':test') && !id.startsWith(`${folder}:`)),
    [],
    "no other workspace's unit tests",
  );
  assert.deepEqual(tasks.filter(isBench), [], 'no bench');
}

/** The rule for a change only under `api/`. */
function assertApiOnly(tasks) {
  for (const task of ['typecheck', 'lint', 'test', 'build'])
    assert.ok(tasks.includes(`api:${task}`), `api:${task} planned`);
  assert.ok(tasks.includes('e2e:test:e2e'));
  for (const bench of ['api:bench:load', 'api:bench:pg-restart', 'root:bench:topology'])
    assert.ok(tasks.includes(bench), `${bench} planned`);
  assert.deepEqual(
    tasks.filter((id) => id.startsWith('mfe-') || id.startsWith('shell:') || id.startsWith('shared:')),
    [],
    "no remote's tasks",
  );
}

describe('ci:affected plans', () => {
  it('a change only under a remote: its tasks, its standalone browser tests and its composed smoke, no other browser test', () => {
    for (const folder of REMOTES) {
      const { tasks, e2eTests, e2eRemotes } = plan(sourceOf(folder));
      assertRemoteOnly(tasks, folder);
      assert.deepEqual(e2eTests, [SMOKE_TEST, standaloneTestOf(folder)].sort(), folder);
      assert.deepEqual(e2eRemotes, [folder], `${folder}: the smoke of its own pages and slots`);
    }
    const two = plan(sourceOf('mfe-feed'), sourceOf('mfe-comments'));
    assert.deepEqual(two.e2eRemotes, ['mfe-comments', 'mfe-feed']);
    assert.equal(two.e2eTests.length, 3, 'the smoke and both standalone tests');
  });

  it('every remote has its standalone browser test, and each standalone test is named for a remote', () => {
    for (const folder of REMOTES)
      assert.ok(existsSync(join(root, 'e2e', 'tests', standaloneTestOf(folder))), standaloneTestOf(folder));
    for (const t of browserTests(root).filter((test) => test.file.startsWith('standalone/')))
      assert.ok(REMOTES.includes(t.modules[0]), t.file);
  });

  it('a remote without a standalone test keeps the composed browser tests that exercise it', () => {
    const bare = mkdtempSync(join(tmpdir(), 'journeys-plan-'));
    try {
      mkdirSync(join(bare, 'e2e', 'tests'), { recursive: true });
      writeFileSync(join(bare, 'e2e', 'tests', 'feed.test.ts'), '// exercises: mfe-feed\n');
      writeFileSync(join(bare, 'e2e', 'tests', 'auth.test.ts'), '// exercises: mfe-auth\n');
      writeFileSync(join(bare, 'e2e', 'tests', SMOKE_TEST), '// checks every remote\n');
      const { e2eTests, e2eRemotes } = planChange({
        root: bare,
        changed: ['mfe-feed/src/index.ts'],
        tracked: [],
      });
      assert.deepEqual(e2eTests, [SMOKE_TEST, 'feed.test.ts']);
      assert.deepEqual(e2eRemotes, [], 'the smoke of every remote');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('a browser test that declares no module runs for every change that runs the composed suite', () => {
    const undeclared = browserTests(root).filter((t) => t.modules.length === 0);
    assert.ok(undeclared.some((t) => t.file === SMOKE_TEST));
    const { tasks, e2eTests, e2eRemotes } = plan('shared/src/ui/stars.tsx');
    for (const t of undeclared) assert.ok(e2eTests.includes(t.file), t.file);
    assert.deepEqual(e2eRemotes, [], 'the smoke of every remote');
    const reached = REMOTES.filter((folder) => tasks.includes(`${folder}:test`));
    assert.ok(reached.length > 0 && reached.length < REMOTES.length);
    for (const folder of REMOTES)
      assert.equal(
        e2eTests.includes(standaloneTestOf(folder)),
        reached.includes(folder),
        `${folder}'s standalone test runs when the change reaches it`,
      );
  });

  it('every module a browser test declares is a workspace', () => {
    for (const t of browserTests(root))
      for (const module of t.modules) assert.ok(WORKSPACES.includes(module), `${t.file}: ${module}`);
  });

  it('a change in shared/src/domain/ plans the API and every workspace that imports it', () => {
    const { tasks } = plan('shared/src/domain/rules.ts');
    for (const id of ['shared:typecheck', 'shared:test', 'api:test', 'api:typecheck', 'mfe-wizard:test'])
      assert.ok(tasks.includes(id), id);
  });

  it('a change to a shared file only the front end imports leaves the API alone', () => {
    const { tasks } = plan('shared/src/ui/stars.tsx');
    assert.ok(tasks.includes('mfe-feed:test'));
    assert.deepEqual(
      tasks.filter((id) => id.startsWith('api:')),
      [],
    );
  });

  it("a change only under api/: the API's tasks, every browser test and the API benches", () => {
    const { tasks, e2eTests, e2eRemotes } = plan('api/src/app.ts');
    assertApiOnly(tasks);
    assert.equal(e2eTests.length, browserTests(root).length);
    assert.deepEqual(e2eRemotes, []);
  });

  it('a change to a browser test file runs that file; to the smoke, the smoke of every remote', () => {
    assert.deepEqual(plan('e2e/tests/standalone/mfe-feed.test.ts').e2eTests, ['standalone/mfe-feed.test.ts']);
    const smoke = plan(`e2e/tests/${SMOKE_TEST}`);
    assert.deepEqual([smoke.e2eTests, smoke.e2eRemotes], [[SMOKE_TEST], []]);
  });

  it('a change to the lockfile, tsconfig.base.json, the ESLint config, turbo.json or .ci/ plans everything', () => {
    const everything = plan('.ci/run');
    assert.ok(everything.everything);
    for (const folder of WORKSPACES) assert.ok(everything.tasks.includes(`${folder}:typecheck`), folder);
    assert.equal(everything.e2eTests.length, browserTests(root).length);
    for (const file of [
      'package-lock.json',
      'tsconfig.base.json',
      'eslint.config.mjs',
      'turbo.json',
      '.ci/run',
    ])
      assert.deepEqual(plan(file).tasks, everything.tasks, file);
  });

  it('a documentation change checks the docs and the formatting only', () => {
    assert.deepEqual(plan('docs/ci.md').tasks, ['root:format:check', 'root:check:docs']);
  });

  it("a change to the release commands: their tasks, every remote's typecheck (it runs the contract check), contract and release tasks", () => {
    const { tasks } = plan('releases/src/contract-type-test.mjs');
    for (const task of ['typecheck', 'lint', 'test'])
      assert.ok(tasks.includes(`releases:${task}`), `releases:${task} planned`);
    for (const folder of REMOTES)
      for (const task of ['typecheck', 'contract', 'check:release'])
        assert.ok(tasks.includes(`${folder}:${task}`), `${folder}:${task} planned`);
    assert.ok(tasks.includes('root:check:releases'));
    assert.ok(!tasks.includes('e2e:test:e2e'), 'no browser test: the release check drives the site');
  });

  it('a change to the web server: its tasks, every browser test, the page benches, the release check and the production front', () => {
    const { tasks, e2eTests } = plan('web-server/src/page-hints.mjs');
    for (const task of ['typecheck', 'lint', 'test'])
      assert.ok(tasks.includes(`web-server:${task}`), `web-server:${task} planned`);
    for (const task of [
      'e2e:bench:sizes',
      'e2e:bench:lighthouse',
      'root:check:releases',
      'root:check:front-only',
      'root:bench:topology',
      'releases:test',
    ])
      assert.ok(tasks.includes(task), `${task} planned`);
    assert.deepEqual(
      e2eTests,
      browserTests(root).map((t) => t.file),
    );
    assert.deepEqual(
      tasks.filter((id) => id.startsWith('mfe-')),
      [],
      'no remote task',
    );
  });

  it('a file no rule knows plans everything', () => {
    assert.ok(plan('something-new.txt').everything);
  });

  it('e2e/turbo.json names the build of every module of the module map', async () => {
    assert.equal(
      readFileSync(E2E_TURBO_FILE, 'utf8'),
      await e2eTurboConfig(FRONTEND_MODULES),
      'stale: npm run new:remote writes it; or run node scripts/ci/e2e-turbo-config.mjs --write',
    );
  });
});

describe('ci:affected --plan in a temporary worktree', () => {
  let worktree;
  before(() => {
    worktree = mkdtempSync(join(tmpdir(), 'journeys-affected-'));
    rmSync(worktree, { recursive: true });
    const added = spawnSync('git', ['worktree', 'add', '--detach', worktree, 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.equal(added.status, 0, added.stderr);
    // Planning needs the module map's package only; the worktree borrows this checkout's install.
    symlinkSync(join(root, 'node_modules'), join(worktree, 'node_modules'));
  });
  after(() => {
    spawnSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root });
    rmSync(worktree, { recursive: true, force: true });
  });

  /**
   * The workspace tasks Turborepo's own task-level detection (`turbo query affected`, from each
   * task's `inputs` in turbo.json and the package graph) finds affected by the worktree's change,
   * as `<folder>:<task>`, for the tasks the planner knows. docs/ci.md §2 says why the planner does
   * not simply run them: here they are the floor a plan must reach outside shared/.
   */
  function turboAffected() {
    const tasks = [...new Set(Object.values(WORKSPACE_TASKS).flat())];
    const result = spawnSync(
      join(worktree, 'node_modules', '.bin', 'turbo'),
      ['query', 'affected', '--base', 'HEAD', '--tasks', ...tasks, 'test:e2e'],
      { cwd: worktree, encoding: 'utf8', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
    );
    assert.equal(result.status, 0, result.stderr);
    // 'TaskAllChanged' is how it names the builds the browser tests depend on when none of their
    // inputs changed: they run, replayed from the cache, but nothing they read was changed.
    const items = JSON.parse(result.stdout).data.affectedTasks.items.filter(
      (item) => item.reason.__typename !== 'TaskAllChanged',
    );
    return items
      .map((item) => `${item.package.name.replace(/^@journeys\//, '')}:${item.name}`)
      .filter((id) => {
        const [folder, task] = id.split(/:(.*)/s);
        return (WORKSPACE_TASKS[folder] ?? []).includes(task) || id === 'e2e:test:e2e';
      });
  }

  /** Makes a one-line change to `file`, prints the plan, and undoes the change. */
  function planOf(file, { turbo = null } = {}) {
    const original = readFileSync(join(worktree, file), 'utf8');
    appendFileSync(join(worktree, file), '\n// a one-line change\n');
    try {
      const result = spawnSync(process.execPath, ['scripts/ci/affected.mjs', '--base', 'HEAD', '--plan'], {
        cwd: worktree,
        encoding: 'utf8',
      });
      assert.equal(result.status, 0, result.stderr);
      const lines = result.stdout.split('\n').filter(Boolean);
      for (const line of lines) assert.match(line, /^[a-z0-9-]+:[a-z0-9:-]+$/, `one task a line: ${line}`);
      if (turbo) turbo(lines, turboAffected());
      return lines;
    } finally {
      spawnSync('git', ['checkout', '--', file], { cwd: worktree });
      assert.equal(readFileSync(join(worktree, file), 'utf8'), original);
    }
  }

  /** Every task Turborepo finds affected is planned: the planner may add, never drop. */
  const reachesTurbo = (planned, affected) =>
    assert.deepEqual(
      affected.filter((id) => !planned.includes(id)),
      [],
      'tasks Turborepo finds affected that the plan leaves out',
    );
  /** Under shared/ the planner follows imports file by file: never more than Turborepo's packages. */
  const withinTurbo = (planned, affected) =>
    assert.deepEqual(
      planned.filter((id) => !id.startsWith('root:') && !isBench(id) && !affected.includes(id)),
      [],
      'workspace tasks planned that Turborepo does not find affected',
    );

  it('under a remote', () => {
    const tasks = planOf(sourceOf('mfe-feed'), { turbo: reachesTurbo });
    assertRemoteOnly(tasks, 'mfe-feed');
    assert.ok(!tasks.includes('mfe-comments:test'));
  });

  it('under shared/src/domain/', () => {
    const tasks = planOf('shared/src/domain/rules.ts', { turbo: withinTurbo });
    assert.ok(tasks.includes('api:test'));
    assert.ok(tasks.includes('shared:test'));
  });

  it('under api/', () => {
    assertApiOnly(planOf('api/src/app.ts', { turbo: reachesTurbo }));
  });

  it('under web-server/ and releases/', () => {
    planOf('web-server/src/page-hints.mjs', { turbo: reachesTurbo });
    planOf('releases/src/gate.mjs', { turbo: reachesTurbo });
  });

  it('with nothing changed: an empty plan', () => {
    const result = spawnSync(process.execPath, ['scripts/ci/affected.mjs', '--base', 'HEAD', '--plan'], {
      cwd: worktree,
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, '');
  });
});
