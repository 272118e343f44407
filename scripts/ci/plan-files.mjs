// `node scripts/ci/plan-files.mjs <file>...`: the plan of a change to these files (paths from the
// repository's root), as JSON: its tasks, the browser test files and the remotes of the composed
// smoke (docs/ci.md §2). `npm run check:new-remote` asks it about a remote the module map has just
// gained, in a process of its own so that the map is read as it is now.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planChange } from './plan.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const changed = process.argv.slice(2);
if (changed.length === 0) {
  console.error('usage: node scripts/ci/plan-files.mjs <file>...');
  process.exit(2);
}
const tracked = spawnSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .stdout.split('\n')
  .filter(Boolean);
const { tasks, e2eTests, e2eRemotes } = planChange({ root, changed, tracked });
process.stdout.write(`${JSON.stringify({ tasks, e2eTests, e2eRemotes }, null, 2)}\n`);
