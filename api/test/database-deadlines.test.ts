/**
 * The database stops answering without closing anything (a black-holed network path, a hung
 * server): a TCP proxy between the API and the machine's PostgreSQL is frozen. Requests that
 * need the database must fail fast with 503, the same app must recover once the path is back,
 * and closing must not wait for goodbyes that never come. Runs in both CI modes: it creates its
 * own database on the machine's PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDatabase, type DatabaseHandle } from '../src/platform/db/create-database';
import { migrateToLatest } from '../src/platform/db/migrator';
import { startFreezeProxy, type FreezeProxy } from './helpers/freeze-proxy';
import { freePort } from './helpers/processes';
import { freshPostgres, TEST_RATE_LIMITS } from './helpers/test-app';

const TIMEOUTS = { connectTimeoutMs: 1000, queryTimeoutMs: 1000, idleInTransactionTimeoutMs: 5000 };
/** Query timeout + pg's grace, with room for a loaded CI machine. */
const FAIL_FAST_MS = 6000;
const CLOSE_DEADLINE_MS = 10_000;

interface Setup {
  proxy: FreezeProxy;
  /** The test database, reached through the proxy. */
  proxiedUrl: string;
  drop: () => Promise<void>;
  server?: ChildProcess;
}

const SERVER_START_MS = 30_000;

async function start(): Promise<Setup> {
  const fresh = await freshPostgres();
  const direct = await createDatabase({ databaseUrl: fresh.url });
  await migrateToLatest(direct.db);
  await direct.db
    .insertInto('states')
    .values({ code: 'CT', name: 'Connecticut', territory: false })
    .execute();
  await direct.close();

  const target = new URL(fresh.url);
  const proxy = await startFreezeProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(fresh.url);
  proxied.host = `127.0.0.1:${proxy.port}`;
  return { proxy, proxiedUrl: proxied.toString(), drop: fresh.drop };
}

async function startApp(databaseUrl: string): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await createDatabase({ databaseUrl, ...TIMEOUTS });
  const app = await buildApp({
    config: loadConfig({}),
    database,
    rateLimits: TEST_RATE_LIMITS,
    mailer: { send: async () => undefined, close: () => undefined },
  });
  await app.ready();
  return { app, database };
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`not ready within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Milliseconds `work` took. */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const t = performance.now();
  const result = await work();
  return { result, ms: performance.now() - t };
}

describe('a database that stops answering (frozen TCP proxy)', () => {
  let s: Setup | undefined;

  afterEach(async () => {
    if (!s) return;
    if (s.server?.exitCode === null) s.server.kill('SIGKILL');
    s.proxy.thaw();
    await s.proxy.close();
    await s.drop();
    s = undefined;
  });

  it('answers 503 within seconds while frozen, and 200 again after a thaw without a restart', async () => {
    s = await start();
    const { proxy } = s;
    const { app, database } = await startApp(s.proxiedUrl);
    // Warm pooled connections: the frozen path then hits both a reused and a new connection.
    await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/states' })));

    proxy.freeze();
    const frozen = await timed(() =>
      Promise.all([1, 2, 3, 4].map(() => app.inject({ method: 'GET', url: '/states' }))),
    );
    expect(frozen.result.map((r) => r.statusCode)).toEqual([503, 503, 503, 503]);
    expect(frozen.result[0]?.json()).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Service temporarily unavailable',
    });
    expect(frozen.ms).toBeLessThan(FAIL_FAST_MS);

    proxy.thaw();
    const after = await app.inject({ method: 'GET', url: '/states' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([expect.objectContaining({ name: 'Connecticut' })]);

    await app.close();
    await database.close();
  });

  it('a SIGTERM stops the server within 10 s while frozen, answering the waiting request 503', async () => {
    s = await start();
    const { proxy, proxiedUrl } = s;
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: proxiedUrl,
      PORT: String(port),
      LOG_LEVEL: 'error',
    };
    for (const name of ['REDIS_URL', 'TRUST_PROXY', 'PG_CONNECT_TIMEOUT_MS', 'PG_QUERY_TIMEOUT_MS'])
      delete env[name];
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { env, stdio: 'ignore' });
    s.server = server;
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/states`)).status === 200, SERVER_START_MS);

    proxy.freeze();
    const waiting = fetch(`${base}/states`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = await timed(async () => {
      server.kill('SIGTERM');
      return exited;
    });
    expect(stopped.ms).toBeLessThan(CLOSE_DEADLINE_MS);
    expect(stopped.result).toBe(0);
    expect((await waiting).status).toBe(503);
  }, 60_000);
});
