// `npm run check:front-only`: the containers' split of the topology (compose.yaml) on this
// machine — a compiled API instance started on its own, as the `api` image runs it, and
// `npm run start:prod` in its front-only mode (API_UPSTREAMS) in front of it, as the `web` image
// runs it. Needs `npm run build -w api` and `npm run build:web` first. CI runs it under Node 24,
// the containers' runtime; every process here runs on the node running this script.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_DIST, ROOT, freePort, waitForOk } from '@journeys/web-server/prod/topology';

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
};

function started(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, exited, output: () => output };
}

async function stopped(proc, timeoutMs = 15_000) {
  proc.child.kill('SIGTERM');
  const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
  return Promise.race([proc.exited, timer]);
}

const work = mkdtempSync(join(tmpdir(), 'journeys-front-only-'));
const [apiPort, sitePort, webPort] = await Promise.all([freePort(), freePort(), freePort()]);
const site = `http://127.0.0.1:${sitePort}`;
const baseEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
delete baseEnv.DATABASE_URL;
delete baseEnv.MIGRATION_DATABASE_URL;
console.log(`node ${process.version}: API on :${apiPort}, front on :${sitePort}`);

const api = started('api', ['--enable-source-maps', join(API_DIST, 'server.js')], {
  ...baseEnv,
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  PGLITE_DIR: join(work, 'pglite'),
  OUTBOX_DIR: join(work, 'outbox'),
  TRUST_PROXY: 'loopback',
  PUBLIC_SITE_URL: site,
  PUBLIC_API_URL: `${site}/api`,
});
let front;
try {
  check(
    await waitForOk(`http://127.0.0.1:${apiPort}/health`, { alive: () => api.child.exitCode === null }),
    'the compiled API instance is ready on its own',
  );
  front = started('front', [join(ROOT, 'web-server', 'src', 'prod', 'start-prod.mjs')], {
    ...baseEnv,
    API_UPSTREAMS: `127.0.0.1:${apiPort}`,
    SKIP_BUILD: '1',
    PROD_HOST: '127.0.0.1',
    PROD_PORT: String(sitePort),
    PROD_WEB_PORT: String(webPort),
    PUBLIC_SITE_URL: site,
  });
  check(
    await waitForOk(`${site}/remotes.json`, { alive: () => front.child.exitCode === null }),
    'start:prod with API_UPSTREAMS serves the front',
  );
  // Ready is what it says, once it has finished starting (and handles SIGTERM as a whole).
  for (let waited = 0; !front.output().includes('is running') && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  check(front.output().includes('is running'), 'start:prod says it is running');

  const health = await fetch(`${site}/api/health`, { headers: { 'x-request-id': 'front-only-check-1' } });
  check(health.status === 200, `GET /api/health through the front answers 200 (${health.status})`);
  check(
    health.headers.get('x-request-id') === 'front-only-check-1',
    'the request id passes the proxy and comes back',
  );
  const page = await fetch(`${site}/surgeries`, { headers: { 'accept-encoding': 'br, gzip' } });
  check(page.status === 200, `a page address answers 200 (${page.status})`);
  check(/default-src 'self'/.test(page.headers.get('content-security-policy') ?? ''), 'pages carry the CSP');
  check(page.headers.get('content-encoding') === 'br', 'pages are compressed with brotli');
  const remotes = await (await fetch(`${site}/remotes.json`)).json();
  check(remotes.apiUrl === `${site}/api`, `remotes.json names the API under /api (${remotes.apiUrl})`);
  const entry = await fetch(remotes.remotes.feed);
  check(
    entry.status === 200 && entry.headers.get('cache-control') === 'no-cache',
    `the feed's remoteEntry.js is served, revalidated (${entry.status}, ${entry.headers.get('cache-control')})`,
  );
  const reviews = await fetch(`${site}/api/reviews`);
  check(reviews.status === 200, `GET /api/reviews through the front answers 200 (${reviews.status})`);
} finally {
  if (front) check((await stopped(front)) === 0, 'the front stops on SIGTERM with 0');
  check((await stopped(api)) === 0, 'the API instance stops on SIGTERM with 0');
  rmSync(work, { recursive: true, force: true });
}
if (failures.length) {
  for (const proc of [front, api].filter(Boolean)) console.error(`--- ${proc.name} output\n${proc.output()}`);
  process.exit(1);
}
console.log('The containers’ split of the topology works.');
