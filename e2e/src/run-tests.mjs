// `npm run test:e2e -w e2e`: the browser tests, one file at a time. E2E_TESTS (file names under
// tests/, space-separated) runs only those: `npm run ci:affected` passes the files that exercise
// the changed modules (docs/ci.md §2). Unset, every file runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const all = readdirSync(join(root, 'tests'))
  .filter((file) => file.endsWith('.test.ts'))
  .sort();
const chosen = (process.env.E2E_TESTS ?? '').split(/\s+/).filter(Boolean);
const unknown = chosen.filter((file) => !existsSync(join(root, 'tests', file)));
if (unknown.length > 0) {
  console.error(`E2E_TESTS names no such test file: ${unknown.join(', ')}`);
  process.exit(2);
}
const files = (chosen.length > 0 ? chosen : all).map((file) => join('tests', file));
console.log(`browser tests: ${files.length} of ${all.length} files`);
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
