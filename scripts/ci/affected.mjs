// `npm run ci:affected -- --base <git ref> [--plan]`: the tasks a change affects (docs/ci.md §2),
// run through Turborepo in the task graph's order with its local cache. The change is everything
// that differs from <ref> in the working tree: commits, uncommitted edits and new files.
// --plan prints the plan, one `<folder>:<task>` a line, and runs nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_TASK, planChange, SERIAL_TASKS, splitId } from './plan.mjs';
import { printStepTable } from './step-table.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function git(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.split('\n').filter(Boolean);
}

function parseArgs(argv) {
  const options = { base: null, plan: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--plan') options.plan = true;
    else if (argv[i] === '--base') options.base = argv[++i];
    else if (argv[i]?.startsWith('--base=')) options.base = argv[i].slice('--base='.length);
    else throw new Error(`unknown argument '${argv[i]}'`);
  }
  if (!options.base) throw new Error('usage: npm run ci:affected -- --base <git ref> [--plan]');
  return options;
}

/** `mfe-feed:test` → `@journeys/mfe-feed#test`; `root:check:docs` → `//#check:docs`. */
const turboTask = (id) => {
  const [folder, task] = splitId(id);
  return folder === 'root' ? `//#${task}` : `@journeys/${folder}#${task}`;
};

function turbo(ids, { concurrency, env }) {
  if (ids.length === 0) return 0;
  const args = ['run', ...ids.map(turboTask), `--concurrency=${concurrency}`, '--summarize'];
  console.log(`\n$ turbo ${args.join(' ')}`);
  const result = spawnSync(join(root, 'node_modules', '.bin', 'turbo'), args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...env },
  });
  return result.status ?? 1;
}

/** The newest run summaries Turborepo wrote (.turbo/runs), for the step table. */
function newestSummaries(count) {
  const dir = join(root, '.turbo', 'runs');
  if (!existsSync(dir) || count === 0) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(dir, file))
    .sort()
    .slice(-count)
    .map((file) => JSON.parse(readFileSync(file, 'utf8')));
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  git(['rev-parse', '--verify', '--quiet', `${options.base}^{commit}`]);
  const changed = [
    ...new Set([
      ...git(['diff', '--name-only', options.base, '--']),
      ...git(['ls-files', '--others', '--exclude-standard']),
    ]),
  ].sort();
  const { tasks, e2eTests, e2eRemotes } = planChange({ root, changed, tracked: git(['ls-files']) });
  if (options.plan) {
    process.stdout.write(tasks.map((id) => `${id}\n`).join(''));
    return 0;
  }
  console.log(`${changed.length} files changed since ${options.base}; ${tasks.length} tasks:`);
  for (const id of tasks) console.log(`  ${id}`);
  if (tasks.includes(E2E_TASK)) {
    const smokeOf = e2eRemotes.length > 0 ? e2eRemotes.join(', ') : 'every remote';
    console.log(`${E2E_TASK} runs ${e2eTests.length} files (the composed smoke, if any, of ${smokeOf}):`);
    for (const file of e2eTests) console.log(`  e2e/tests/${file}`);
  }
  if (tasks.length === 0) return 0;
  const started = Date.now();
  const parallel = tasks.filter((id) => !SERIAL_TASKS.includes(splitId(id)[1]));
  const serial = tasks.filter((id) => SERIAL_TASKS.includes(splitId(id)[1]));
  const env = { E2E_TESTS: e2eTests.join(' '), E2E_REMOTES: e2eRemotes.join(' ') };
  let status = turbo(parallel, { concurrency: 2, env });
  if (status === 0) status = turbo(serial, { concurrency: 1, env });
  const runs = [parallel, serial].filter((ids) => ids.length > 0).length;
  printStepTable(newestSummaries(runs), Date.now() - started);
  return status;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`ci:affected: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 2;
}
