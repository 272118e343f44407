// `npm run start:prod`: the site as it runs for real users (docs/operations.md). nginx on one
// origin (PROD_PORT, default 8080) serves the built shell and remotes and proxies /api/ to
// API_INSTANCES compiled API instances (default 3) plus one job worker, on PostgreSQL
// (DATABASE_URL) and Redis (REDIS_URL) when set. On PostgreSQL the API instances and the worker run
// as a plain role and migrations as the tables' owner (run-time-role.mjs). Without DATABASE_URL: the embedded database,
// one instance that also works the jobs. Ctrl-C or SIGTERM stops everything; SIGHUP restarts
// the instances one by one from api/dist (a deploy), without a failed request.
// API_UPSTREAMS=host:port,… (containers, compose.yaml): the front alone — nginx and the shell's
// HTML server in front of API instances run elsewhere; nothing is built, migrated or seeded.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureRunTimeRole } from './run-time-role.mjs';
import { vapidEnv } from './vapid-keys.mjs';
import { API_DIST, ROOT, ensureNginx, startTopology } from './topology.mjs';

const env = process.env;
const prefix = join(ROOT, '.data', 'prod');
const port = Number(env.PROD_PORT ?? 8080);
const firstApiPort = Number(env.PROD_API_PORT ?? 4101);
const webPort = Number(env.PROD_WEB_PORT ?? 4100);
const siteUrl = (env.PUBLIC_SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
const apiUrl = (env.PUBLIC_API_URL ?? `${siteUrl}/api`).replace(/\/+$/, '');
const databaseUrl = env.DATABASE_URL?.trim() || undefined;
const migrationUrl = env.MIGRATION_DATABASE_URL?.trim() || undefined;
const externalApi = (env.API_UPSTREAMS ?? '')
  .split(',')
  .map((server) => server.trim())
  .filter(Boolean);
const frontOnly = externalApi.length > 0;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function step(title, command, args, stepEnv = env) {
  const started = Date.now();
  process.stdout.write(`• ${title}… `);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: stepEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.log('failed');
    fail(`${result.stdout}${result.stderr}`);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.stdout;
}

/** A secret kept in .data/prod so every instance, and every restart, signs with the same one. */
function sharedSecret(name) {
  const file = join(prefix, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const requested = Number(env.API_INSTANCES ?? 3);
if (!Number.isInteger(requested) || requested < 1)
  fail(`API_INSTANCES must be a whole number ≥ 1, not ${env.API_INSTANCES}`);
const instances = frontOnly ? 0 : databaseUrl ? requested : 1;
const badUpstream = externalApi.find((server) => !/^[A-Za-z0-9.-]+:\d{1,5}$/.test(server));
if (badUpstream) fail(`API_UPSTREAMS must be a comma list of host:port, not ${badUpstream}`);
for (const [name, value] of Object.entries({
  PROD_PORT: port,
  PROD_API_PORT: firstApiPort,
  PROD_WEB_PORT: webPort,
})) {
  if (!Number.isInteger(value) || value < 1 || value > 65535) fail(`${name} must be a port number`);
}

mkdirSync(prefix, { recursive: true });
const apiEnv = {
  NODE_ENV: env.NODE_ENV ?? 'production',
  LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
  PUBLIC_SITE_URL: siteUrl,
  PUBLIC_API_URL: apiUrl,
  CORS_ORIGINS: env.CORS_ORIGINS ?? new URL(siteUrl).origin,
  // nginx on this machine is the only peer; it sets X-Forwarded-For to the client's address.
  TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
  EMAIL_TOKEN_SECRET: env.EMAIL_TOKEN_SECRET ?? sharedSecret('email-token-secret'),
  // Every instance and the worker sign pushes with one pair, kept in .data/prod like the secrets.
  ...vapidEnv(env, join(prefix, 'vapid.json')),
  // Several instances share the database; the embedded one is opened by the one instance alone.
  WORKER: databaseUrl ? 'off' : 'on',
};
if (databaseUrl && !frontOnly) {
  // Both given: the operator's roles. DATABASE_URL alone: it is the owner, and the instances get a
  // role of their own that can neither alter the schema nor rewrite the audit log.
  let runTimeUrl = databaseUrl;
  if (!migrationUrl) {
    try {
      runTimeUrl = await ensureRunTimeRole(databaseUrl, sharedSecret('database-app-password'));
    } catch (err) {
      fail(
        `Could not create the API's database role (${err.message}): give DATABASE_URL a plain login role and MIGRATION_DATABASE_URL the tables' owner (docs/operations.md §4).`,
      );
    }
  }
  Object.assign(apiEnv, { DATABASE_URL: runTimeUrl, MIGRATION_DATABASE_URL: migrationUrl ?? databaseUrl });
}

let nginxSetup;
try {
  nginxSetup = ensureNginx();
} catch (err) {
  fail(err.message);
}
if (env.SKIP_BUILD !== '1') {
  if (!frontOnly) step('building the API', 'npm', ['run', 'build', '-w', 'api']);
  step('building the shell and the remote modules', 'npm', ['run', 'build:web']);
}
if (!frontOnly && !existsSync(join(API_DIST, 'server.js')))
  fail('api/dist/server.js is missing: run without SKIP_BUILD=1.');
const webBuilt = existsSync(join(ROOT, 'shell', 'dist', 'index.html'));
if (!webBuilt) console.log('  (shell/dist is missing: serving the API alone; run without SKIP_BUILD=1)');

if (!databaseUrl && !frontOnly) {
  console.log(
    `  No DATABASE_URL: the embedded database in ${env.PGLITE_DIR ?? '.data/pglite'}, one API instance that also works the jobs. Set DATABASE_URL for several instances.`,
  );
}
const nodeArgs = (script) => ['--enable-source-maps', join(API_DIST, script)];
if (!frontOnly)
  step('migrating the database', process.execPath, nodeArgs('cli/migrate.js'), { ...env, ...apiEnv });

/** Demo members go into a fresh database only, never into one that already has members. */
async function shouldSeed() {
  if (env.SEED === 'on' || env.SEED === 'off') return env.SEED === 'on';
  if (!databaseUrl) return true;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: migrationUrl ?? databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT EXISTS (SELECT 1 FROM users) AS members');
    return !rows[0].members;
  } finally {
    await client.end();
  }
}
if (!frontOnly && (await shouldSeed()))
  step('seeding the demo data', process.execPath, nodeArgs('cli/seed.js'), { ...env, ...apiEnv });

const apiPorts = Array.from({ length: instances }, (_, i) => firstApiPort + i);
// Registered before anything is started: a stop asked for while the processes are still starting
// is carried out once they are up (startTopology stops what it started if it fails), so no
// nginx or instance is ever left behind.
let topology;
let stopRequested = null;
const requestStop = (code) => {
  stopRequested ??= code;
  if (topology) void stop(code);
};
process.on('SIGINT', () => requestStop(0));
process.on('SIGTERM', () => requestStop(0));
try {
  topology = await startTopology({
    prefix,
    port,
    siteUrl,
    apiUrl,
    apiPorts,
    externalApi,
    webPort: webBuilt ? webPort : null,
    env: { ...env, ...apiEnv },
    worker: Boolean(databaseUrl) && !frontOnly,
    nginx: nginxSetup.nginx,
    brotliModule: nginxSetup.brotliModule,
    restartCrashed: true,
  });
} catch (err) {
  fail(`Could not start: ${err.message}`);
}
const pidFile = join(prefix, 'start-prod.pid');
writeFileSync(pidFile, `${process.pid}\n`);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  await topology.stop();
  rmSync(pidFile, { force: true });
  process.exit(code);
}
if (stopRequested !== null) await stop(stopRequested);
let restarting = false;
process.on('SIGHUP', () => {
  if (restarting || stopping) return;
  restarting = true;
  console.log('SIGHUP: restarting the API instances one by one from api/dist');
  topology
    .rollingRestart({ onStep: (message) => console.log(`  ${message}`) })
    .then(() => console.log('Every instance restarted.'))
    .catch((err) => console.error(`Rolling restart stopped: ${err.message}`))
    .finally(() => {
      restarting = false;
    });
});
topology.nginx.exited.then(() => {
  if (!stopping) {
    console.error('nginx stopped: stopping everything.');
    void stop(1);
  }
});

console.log(`
  Surgery Journeys (production-style) is running:  ${siteUrl}

  proxy    nginx on :${port} (config .data/prod/nginx.conf, access log .data/prod/logs/access.log)
  api      ${apiUrl} → ${[...apiPorts.map((p) => `127.0.0.1:${p}`), ...externalApi].join(', ')}${frontOnly ? ' (run elsewhere)' : databaseUrl ? ' + job worker' : ' (embedded database, jobs in-process)'}
${
  frontOnly
    ? ''
    : `  metrics  per instance: http://127.0.0.1:${firstApiPort}/metrics …  (not exposed through the proxy)
  deploy   npm run build -w api && kill -HUP ${process.pid}   (rolling restart)
`
}
  Press Ctrl-C to stop.`);
