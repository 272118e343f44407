// `npm run dev`: Rspack dev servers (hot reload) for the shell and every remote on their own
// ports, and the API in watch mode. Ctrl-C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, FRONTEND_MODULES } from './modules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const seeded = spawnSync('npm', ['run', 'seed', '-w', 'api', '--silent'], { cwd: root, stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const children = [
  ...FRONTEND_MODULES.map((m) => ({ label: m.name, args: ['run', 'dev', '-w', m.dir] })),
  { label: 'api', args: ['run', 'dev', '-w', 'api'] },
].map(({ label, args }) => {
  const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}]`.padEnd(16);
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      for (const line of chunk.split('\n')) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  return child;
});

const [shell, ...remotes] = FRONTEND_MODULES;
console.log(
  `Dev servers starting: http://localhost:${shell.port} (shell), ` +
    `${remotes.map((m) => `${m.name} :${m.port}`).join(', ')}, ${API_PORT} (API)`,
);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
