// `npm start`: from a fresh clone to the composed site on http://localhost:3000.
// Installs what is missing, builds every module, migrates and seeds the embedded database,
// serves each module from its own port and runs the API. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function step(title, args, options = {}) {
  const started = Date.now();
  process.stdout.write(`• ${title}… `);
  const result = spawnSync(npm, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    ...options,
  });
  if (result.status !== 0) {
    console.log('failed');
    console.error(result.stdout, result.stderr);
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  // `npm install` rather than `npm ci`: see .ci/run for the npm 11 lockfile bug it avoids.
  step('installing dependencies (first run)', ['install', '--no-audit', '--no-fund']);
}

if (process.env.SKIP_BUILD !== '1') {
  step('building the shell and the remote modules', ['run', 'build:web']);
}
step('migrating and seeding the database', ['run', 'seed', '-w', 'api']);

const { startStaticServer } = await import('@journeys/web-server/static-server');
const { vapidEnv } = await import('@journeys/web-server/prod/vapid-keys');
const { FRONTEND_MODULES, API_PORT } = await import('./modules.mjs');

const servers = [];
for (const mod of FRONTEND_MODULES) {
  servers.push(
    await startStaticServer({
      dir: join(root, mod.dir, 'dist'),
      port: mod.port,
      spa: true,
      pageHints: mod.dir === 'shell',
    }),
  );
}

// The API runs as a direct child (no npm in between) so stopping it reaches the server itself.
const api = spawn(process.execPath, ['--import', 'tsx', join('src', 'server.ts')], {
  cwd: join(root, 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(API_PORT),
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Push works locally: the operator's keys, or a pair generated once into .data/vapid.json.
    ...vapidEnv(process.env, join(root, '.data', 'vapid.json')),
  },
});

async function waitForApi() {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${API_PORT}/health`);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  for (const server of servers) server.close();
  if (api.exitCode === null) api.kill('SIGTERM');
  const force = setTimeout(() => process.exit(code), 5000);
  force.unref();
  api.once('exit', () => process.exit(code));
  if (api.exitCode !== null) process.exit(code);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API stopped (exit ${code}).`);
    stop(1);
  }
});

if (await waitForApi()) {
  console.log(`
  Surgery Journeys is running:  http://localhost:${FRONTEND_MODULES[0].port}

  modules  ${FRONTEND_MODULES.slice(1)
    .map((m) => `${m.name} :${m.port}`)
    .join('  ')}
  api      http://localhost:${API_PORT}  (OpenAPI at /docs)
  outbox   .data/outbox/  (verification emails while SMTP_URL is unset)

  Press Ctrl-C to stop.`);
} else {
  console.error('The API did not become healthy in 60 s.');
  stop(1);
}
