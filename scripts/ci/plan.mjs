// What a change affects: from the files changed since a git ref to the tasks that must run, one
// `<folder>:<task>` each (docs/ci.md §2). Pure: the file list and the repository are its inputs,
// so the rules are tested on made-up changes (scripts/ci/plan.test.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTEND_MODULES } from '../modules.mjs';
import { importGraph } from './import-graph.mjs';

const REMOTE_FOLDERS = FRONTEND_MODULES.filter((m) => m.dir !== 'shell').map((m) => m.dir);

/** Each workspace's tasks, in the order they are printed (static checks first). */
export const WORKSPACE_TASKS = {
  shared: ['typecheck', 'lint', 'test'],
  api: ['typecheck', 'lint', 'lint:openapi', 'test', 'build'],
  shell: ['typecheck', 'lint', 'test', 'build'],
  'web-server': ['typecheck', 'lint', 'test'],
  releases: ['typecheck', 'lint', 'test'],
  e2e: ['typecheck', 'lint'],
  ...Object.fromEntries(
    REMOTE_FOLDERS.map((dir) => [dir, ['typecheck', 'lint', 'test', 'build', 'contract', 'check:release']]),
  ),
};
export const WORKSPACES = Object.keys(WORKSPACE_TASKS);
const API_BENCHES = ['api:bench:load', 'api:bench:pg-restart', 'root:bench:topology'];
const PAGE_BENCHES = ['e2e:bench:sizes', 'e2e:bench:lighthouse'];
export const E2E_TASK = 'e2e:test:e2e';
/** The composed smoke: each remote's pages and slots in the composed site (E2E_REMOTES picks some). */
export const SMOKE_TEST = 'composed-smoke.test.ts';
/** A remote's own browser tests, of its standalone page: `standalone/<folder>.test.ts` under e2e/tests/. */
export const standaloneTestOf = (folder) => `standalone/${folder}.test.ts`;

/** Changes to these plan everything: every workspace, every browser test, every check and bench. */
const EVERYTHING = [
  /^package-lock\.json$/,
  /^package\.json$/,
  /^\.npmrc$/,
  /^tsconfig\.base\.json$/,
  /^eslint\.config\.mjs$/,
  /^turbo\.json$/,
  /^[^/]+\/turbo\.json$/,
  /^\.ci\//,
];

// The order in which tasks print: static checks, unit tests, builds, module checks; then the tasks
// that use the site's fixed ports or the whole machine (browser tests, repository checks, benches),
// which run one at a time after the rest.
export const SERIAL_TASKS = [
  'test:e2e',
  'check:releases',
  'check:new-remote',
  'check:front-only',
  'bench:sizes',
  'bench:lighthouse',
  'bench:load',
  'bench:pg-restart',
  'bench:topology',
];
const PHASES = [
  'typecheck',
  'lint',
  'lint:scripts',
  'lint:openapi',
  'format:check',
  'check:docs',
  'check:imports',
  'test',
  'test:scripts',
  'build',
  'contract',
  'check:release',
  ...SERIAL_TASKS,
];
const FOLDER_ORDER = ['root', ...WORKSPACES];

function byPhase(a, b) {
  const [fa, ta] = splitId(a);
  const [fb, tb] = splitId(b);
  return PHASES.indexOf(ta) - PHASES.indexOf(tb) || FOLDER_ORDER.indexOf(fa) - FOLDER_ORDER.indexOf(fb);
}

/** `mfe-feed:check:release` → ['mfe-feed', 'check:release'] */
export function splitId(id) {
  const at = id.indexOf(':');
  return [id.slice(0, at), id.slice(at + 1)];
}

/**
 * The modules a browser test file exercises, from its `// exercises: mfe-feed mfe-comments` line;
 * an empty list means it declares none and always runs.
 */
export function declaredModules(text) {
  const match = /^\/\/ exercises: (.+)$/m.exec(text);
  return match ? match[1].trim().split(/[\s,]+/) : [];
}

const testFiles = (dir) =>
  existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.test.ts')) : [];

/**
 * Every browser test file, as a path under `e2e/tests/`, with the modules it exercises: a file of
 * the composed site (`*.test.ts`) those it declares, a remote's standalone test
 * (`standalone/<folder>.test.ts`) that remote.
 */
export function browserTests(root) {
  const dir = join(root, 'e2e', 'tests');
  const composed = testFiles(dir).map((file) => ({
    file,
    modules: declaredModules(readFileSync(join(dir, file), 'utf8')),
  }));
  const standalone = testFiles(join(dir, 'standalone')).map((file) => ({
    file: `standalone/${file}`,
    modules: [file.slice(0, -'.test.ts'.length)],
  }));
  return [...composed, ...standalone].sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** Tracked source files of a workspace, for the import scan. */
function workspaceFiles(trackedFiles, folder) {
  return trackedFiles.filter((file) => file.startsWith(`${folder}/`) && !file.includes('/node_modules/'));
}

const isDoc = (file) => file.endsWith('.md');
const isSharedOwnOnly = (file) =>
  /^shared\/(test\/|jest\.config\.cjs$|tsconfig\.json$)/.test(file) || /\.test\.tsx?$/.test(file);

/**
 * The plan for a change.
 * @param {{ root: string, changed: string[], tracked: string[] }} input the repository, the changed
 *   files (relative, as git names them) and every tracked file
 * @returns {{ tasks: string[], e2eTests: string[], e2eRemotes: string[], everything: boolean }} the
 *   tasks in run order, the browser test files `e2e:test:e2e` runs (all of them when `everything`),
 *   and the remotes (folders) the composed smoke checks when it runs: empty for every remote
 */
export function planChange({ root, changed, tracked }) {
  const tasks = new Set();
  const tests = browserTests(root);
  const e2eFiles = new Set();
  // The smoke checks every remote unless only the remote-alone rule below asked for it.
  const smoke = { every: false, remotes: new Set() };
  const add = (...ids) => ids.forEach((id) => tasks.add(id));
  const addWorkspace = (folder) => WORKSPACE_TASKS[folder].forEach((task) => add(`${folder}:${task}`));
  const addTests = (files) =>
    files.forEach((file) => {
      e2eFiles.add(file);
      if (file === SMOKE_TEST) smoke.every = true;
    });
  const allTests = () => addTests(tests.map((t) => t.file));
  const testsOf = (folder) =>
    addTests(tests.filter((t) => t.modules.length === 0 || t.modules.includes(folder)).map((t) => t.file));
  /**
   * A change only inside a remote's folder: its own browser tests, of its standalone page, and the
   * composed smoke of its pages and slots, rather than every composed file that passes through it.
   * Its contract and release check hold its side of the composition. A remote without a
   * standalone test keeps the composed files.
   */
  const remoteAlone = (folder) => {
    addWorkspace(folder);
    const own = standaloneTestOf(folder);
    if (!tests.some((t) => t.file === own)) return testsOf(folder);
    e2eFiles.add(own);
    e2eFiles.add(SMOKE_TEST);
    smoke.remotes.add(folder);
  };

  const everything = changed.some((file) => EVERYTHING.some((rule) => rule.test(file)));
  if (everything) {
    WORKSPACES.forEach(addWorkspace);
    allTests();
    add(
      'root:lint:scripts',
      'root:format:check',
      'root:check:docs',
      'root:check:imports',
      'root:test:scripts',
    );
    add('root:check:releases', 'root:check:new-remote', 'root:check:front-only');
    add(...API_BENCHES, ...PAGE_BENCHES);
    return finish(tasks, e2eFiles, tests, smoke, true);
  }

  let graph = null;
  const reachOf = new Map();
  /** The workspaces (or e2e) whose sources import `file`, directly or not. */
  const importers = (file) => {
    graph ??= importGraph(root);
    return WORKSPACES.filter((folder) => {
      if (!reachOf.has(folder)) reachOf.set(folder, graph.reach(workspaceFiles(tracked, folder)));
      return reachOf.get(folder).has(file);
    });
  };
  /** A workspace reached by a change: its tasks, and the browser tests that exercise it. */
  const affect = (folder) => {
    addWorkspace(folder);
    if (['e2e', 'shell', 'api', 'web-server'].includes(folder)) allTests();
    else if (folder !== 'shared' && folder !== 'releases') testsOf(folder);
    if (folder === 'api') add(...API_BENCHES);
    if (folder === 'shell') add(...PAGE_BENCHES);
    if (folder === 'web-server') {
      // It serves every page, every release and the production front; the API's benches, the
      // browser tests and the release commands' tests use it (their turbo.json inputs say so).
      add(...PAGE_BENCHES, 'api:typecheck', 'api:test', 'e2e:typecheck', 'releases:test');
      add('root:check:releases', 'root:check:front-only', 'root:bench:topology');
    }
    if (folder === 'releases') {
      // Every typecheck reads the release commands (a remote's runs the contract type test with
      // them); the API's release guard runs them.
      WORKSPACES.forEach((dir) => WORKSPACE_TASKS[dir].includes('typecheck') && add(`${dir}:typecheck`));
      REMOTE_FOLDERS.forEach((dir) => add(`${dir}:contract`, `${dir}:check:release`));
      add('api:test', 'root:check:releases');
    }
  };

  for (const file of changed) {
    add('root:format:check');
    if (isDoc(file)) {
      add('root:check:docs');
      continue;
    }
    // The import rules (.dependency-cruiser.cjs) read the whole repository in seconds.
    add('root:check:imports');
    const [top] = file.split('/');
    if (top === 'shared') {
      addWorkspace('shared');
      if (isSharedOwnOnly(file)) continue;
      const users = importers(file).filter((folder) => folder !== 'shared');
      // A file of shared/ that no import reaches (package.json, a template read by path) may
      // still be used by anyone: every workspace.
      (users.length > 0 ? users : WORKSPACES).forEach(affect);
      if (users.some((folder) => folder === 'shell' || REMOTE_FOLDERS.includes(folder))) add(...PAGE_BENCHES);
    } else if (top === 'e2e') {
      addWorkspace('e2e');
      const test = /^e2e\/tests\/((?:standalone\/)?[^/]+\.test\.ts)$/.exec(file);
      if (test) addTests([test[1]]);
      else if (file.startsWith('e2e/bench/')) add(...PAGE_BENCHES);
      else allTests();
    } else if (REMOTE_FOLDERS.includes(top)) {
      remoteAlone(top);
    } else if (WORKSPACES.includes(top)) {
      affect(top);
    } else if (top === 'scripts') {
      add('root:lint:scripts');
      if (file.startsWith('scripts/ci/')) add('root:test:scripts');
      // The API's tests read the scripts (the variables .env.example documents; backups).
      else add('api:test');
      importers(file).forEach(affect);
      if (/^scripts\/(new-remote|check-new-remote)\.mjs$/.test(file)) add('root:check:new-remote');
      if (file === 'scripts/check-release-life-cycle.mjs') add('root:check:releases');
      if (file === 'scripts/check-front-only.mjs') add('root:check:front-only');
    } else if (file === '.env.example') {
      affect('api');
    } else if (/^(deploy\/|compose\.yaml$|\.dockerignore$)/.test(file)) {
      add('root:check:front-only');
    } else if (/^\.prettier(rc\.json|ignore)$/.test(file) || file === '.gitignore') {
      // Prettier's own settings: the format check above is all they change.
    } else {
      // A file no rule knows: everything, rather than a green run that checked nothing.
      return planChange({ root, changed: ['.ci/run'], tracked });
    }
  }
  return finish(tasks, e2eFiles, tests, smoke, false);
}

function finish(tasks, e2eFiles, tests, smoke, everything) {
  if (e2eFiles.size > 0) tasks.add(E2E_TASK);
  return {
    tasks: [...tasks].sort(byPhase),
    e2eTests: tests.map((t) => t.file).filter((file) => e2eFiles.has(file)),
    e2eRemotes: e2eFiles.has(SMOKE_TEST) && !smoke.every ? [...smoke.remotes].sort() : [],
    everything,
  };
}
