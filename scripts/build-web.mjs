// `npm run build:web`: production builds of the shell and every remote of the module map.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTEND_MODULES } from './modules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = FRONTEND_MODULES.flatMap((m) => ['-w', m.dir]);
const result = spawnSync('npm', ['run', 'build', ...workspaces], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
