/**
 * GET /metrics as an operator reads it: request durations by route pattern, open
 * streams, the database pool, job queue depth and failures; a scrape stays quick with the
 * database gone (refusing or frozen), and a closed app no longer reports.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDatabase } from '../src/platform/db/create-database';
import { DEAD_LETTER_QUEUE } from '../src/platform/jobs/queue';
import { QUEUE_DEPTH_TIMEOUT_MS } from '../src/platform/metrics';
import { startFreezeProxy } from './helpers/freeze-proxy';
import { testAppPerSuite } from './helpers/per-suite';
import { openSse } from './helpers/sse-client';
import { eventually, listenOnFreePort, sleep, streamTicket } from './helpers/streams';
import { BACKENDS, freshPostgres, type Member, type TestApp } from './helpers/test-app';

type Labels = Record<string, string>;

/** The value of the sample `name` whose labels include `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Labels = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found: Labels = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      found[key as string] = value as string;
    }
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(t: Pick<TestApp, 'app'>): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const DURATION = 'journeys_http_request_duration_seconds';

describe.each(BACKENDS)('GET /metrics (%s)', (backend) => {
  const t = testAppPerSuite(backend, {
    config: {
      jobs: { ...loadConfig({}).jobs, worker: true, pollSeconds: 0.5, retryLimit: 0 },
      streams: { ...loadConfig({}).streams, maxPerMember: 1 },
    },
  });

  it('times requests by route pattern, method and status, never by raw URL', async () => {
    const before = await scrape(t);
    const route = { method: 'GET', route: '/insights/procedures/:id', status_code: '400' };
    const count = (text: string) => sample(text, `${DURATION}_count`, route) ?? 0;
    for (const id of ['first-id', 'second-id']) {
      const res = await t.app.inject({ method: 'GET', url: `/insights/procedures/${id}` });
      expect(res.statusCode).toBe(400);
    }
    await t.app.inject({ method: 'GET', url: '/no/such/route-4711' });
    const after = await scrape(t);
    expect(count(after) - count(before)).toBe(2);
    expect(sample(after, `${DURATION}_bucket`, { ...route, le: '+Inf' })).toBe(count(after));
    expect(sample(after, `${DURATION}_sum`, route)).toBeGreaterThan(0);
    expect(sample(after, `${DURATION}_count`, { route: '(unmatched)', status_code: '404' })).toBeGreaterThan(
      0,
    );
    for (const raw of ['first-id', 'second-id', 'route-4711']) expect(after).not.toContain(raw);
  });

  it('counts the open notification streams, and leaves them out of the durations', async () => {
    const base = await listenOnFreePort(t.app);
    const open = async (member: Member) => {
      const stream = await openSse(
        `${base}/notifications/stream?ticket=${await streamTicket(t.app, member)}`,
      );
      expect(stream.status).toBe(200);
      return stream;
    };
    const timedStreams = async () =>
      sample(await scrape(t), `${DURATION}_count`, { route: '/notifications/stream' }) ?? 0;
    const timedBefore = await timedStreams();
    const [alice, bob] = [await t.member(), await t.member()];
    const superseded = await open(alice);
    const streams = [await open(bob)];
    expect(sample(await scrape(t), 'journeys_notification_streams_open')).toBe(2);
    // One per member: Alice's newer stream makes the server end her first one.
    streams.push(await open(alice));
    await superseded.ended;
    expect(sample(await scrape(t), 'journeys_notification_streams_open')).toBe(2);
    for (const stream of streams) stream.close();
    await eventually(() => t.app.ctx.hub.size() === 0);
    expect(sample(await scrape(t), 'journeys_notification_streams_open')).toBe(0);
    // How long a member stayed is no response time: streams would swamp the route's quantiles.
    expect(await timedStreams()).toBe(timedBefore);
  });

  it('reports the database pool (PostgreSQL) or zeros (PGlite, no pool)', async () => {
    const text = await scrape(t);
    if (backend === 'postgres') {
      expect(sample(text, 'journeys_db_pool_max_connections')).toBe(20);
      expect(sample(text, 'journeys_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'journeys_db_pool_waiting_queries')).toBe(0);
    } else {
      for (const name of ['connections', 'idle_connections', 'waiting_queries', 'max_connections'])
        expect(sample(text, `journeys_db_pool_${name}`)).toBe(0);
    }
  });

  it('reports queue depth at scrape time and counts failed jobs by queue', async () => {
    const queue = 'metrics-test-waiting';
    const later = new Date(Date.now() + 3_600_000);
    await t.app.ctx.jobs.send(queue, { n: 1 }, { startAfter: later });
    await t.app.ctx.jobs.send(queue, { n: 2 }, { startAfter: later });
    expect(sample(await scrape(t), 'journeys_job_queue_depth', { queue })).toBe(2);

    const failing = 'metrics-test-failing';
    const failures = async () =>
      sample(await scrape(t), 'journeys_job_failures_total', { queue: failing }) ?? 0;
    const deadLetters = async () =>
      sample(await scrape(t), 'journeys_job_queue_depth', { queue: DEAD_LETTER_QUEUE }) ?? 0;
    const failuresBefore = await failures();
    const deadBefore = await deadLetters();
    await t.app.ctx.jobs.work(failing, async () => {
      throw new Error('metrics test: this job always fails');
    });
    await t.app.ctx.jobs.send(failing, {});
    const deadline = Date.now() + 20_000;
    while ((await failures()) === failuresBefore && Date.now() < deadline) await sleep(200);
    expect((await failures()) - failuresBefore).toBe(1);
    // retryLimit 0: the one failure sends the job to the dead-letter queue.
    while ((await deadLetters()) === deadBefore && Date.now() < deadline) await sleep(200);
    expect((await deadLetters()) - deadBefore).toBe(1);
  });

  it('reports another app on the same process until it closes', async () => {
    const max = async () => sample(await scrape(t), 'journeys_db_pool_max_connections');
    const before = await max();
    // A second instance whose database handle reports a pool of 9.
    const app = await buildApp({
      config: t.config,
      database: { ...t.database, poolStats: () => ({ total: 7, idle: 3, waiting: 2, max: 9 }) },
    });
    await app.ready();
    try {
      expect(await max()).toBe((before ?? 0) + 9);
    } finally {
      await app.close();
    }
    expect(await max()).toBe(before);
  });

  it('keeps the shell’s remote-load failures and adds the process metrics', async () => {
    const labels = { remote: 'insights', phase: 'render' };
    const before = sample(await scrape(t), 'journeys_remote_failures_total', labels) ?? 0;
    const res = await t.app.inject({ method: 'POST', url: '/client-events/remote-failure', payload: labels });
    expect(res.statusCode).toBe(204);
    const text = await scrape(t);
    expect(sample(text, 'journeys_remote_failures_total', labels)).toBe(before + 1);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /metrics with the database gone', () => {
  it('answers at once when the database refuses connections, without the queue depth', async () => {
    const database = await createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const app = await buildApp({ config: loadConfig({}), database });
    await app.ready();
    try {
      const started = Date.now();
      const text = await scrape({ app });
      expect(Date.now() - started).toBeLessThan(QUEUE_DEPTH_TIMEOUT_MS + 1000);
      expect(text).not.toMatch(/^journeys_job_queue_depth\{/m);
      expect(sample(text, 'journeys_notification_streams_open')).toBe(0);
      expect(sample(text, 'journeys_db_pool_max_connections')).toBe(20);
      // Readiness fails meanwhile; liveness does not.
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/ping' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('gives up on the queue depth after the time box when the database stops answering', async () => {
    const fresh = await freshPostgres();
    const target = new URL(fresh.url);
    const proxy = await startFreezeProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(fresh.url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const database = await createDatabase({ databaseUrl: proxied.toString() });
    const app = await buildApp({ config: loadConfig({}), database });
    await app.ready();
    try {
      await app.ctx.jobs.send('metrics-test-frozen', {}, { startAfter: new Date(Date.now() + 3_600_000) });
      expect(
        sample(await scrape({ app }), 'journeys_job_queue_depth', { queue: 'metrics-test-frozen' }),
      ).toBe(1);
      proxy.freeze();
      const started = Date.now();
      const text = await scrape({ app });
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(QUEUE_DEPTH_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(QUEUE_DEPTH_TIMEOUT_MS + 1500);
      expect(text).not.toMatch(/^journeys_job_queue_depth\{/m);
      expect(sample(text, 'journeys_db_pool_max_connections')).toBe(20);
    } finally {
      proxy.thaw();
      await app.close();
      await database.close();
      await proxy.close();
      await fresh.drop();
    }
  });
});
