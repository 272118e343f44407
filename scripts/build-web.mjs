// `npm run build:web`: production builds of the shell and every remote of the module map, through
// the task graph (docs/ci.md §1): a module whose inputs have not changed is restored from the cache.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTEND_MODULES } from './modules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const filters = FRONTEND_MODULES.map((m) => `--filter=@journeys/${m.dir}`);
const result = spawnSync(
  join(root, 'node_modules', '.bin', 'turbo'),
  ['run', 'build', ...filters, '--concurrency=2', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env } },
);
process.exit(result.status ?? 1);
