/**
 * npm run bench:topology  (node --import tsx api/bench/topology.ts, from the repository root)
 *
 * The production-style topology of `npm run start:prod` (web-server/src/prod/topology.mjs: nginx in
 * front of three compiled API instances and the job worker) on a fresh PostgreSQL database
 * `journeys_topology_<pid>` (or an empty DATABASE_URL) and the machine's Redis, every request
 * through the proxy. In one run:
 *
 *  a) load: feed reads (autocannon), comment writes (one member per client) and open streams,
 *     nginx balancing over one instance, then over three: req/s and p99 of each;
 *  b) failover: comment writes under load, one instance SIGKILLed in the middle; every
 *     acknowledged comment (201 + id) must be in the database afterwards;
 *  c) streams: a member's stream loses its instance (SIGKILL) while another member comments;
 *     the reconnect with Last-Event-ID gets the missed notification, then live ones again;
 *  d) rate limits: the login limit holds across the three instances (Redis), a spoofed
 *     X-Forwarded-For does not escape it, another client address has its own;
 *  e) rolling restart: each instance drained, SIGTERMed, started again, under read and write
 *     load: no answer ≥ 500 and no lost write.
 *
 * The comment and stream-ticket limits are raised for the whole run (every client is one
 * address, so the per-address limits would measure themselves); the login limit is 5 for d).
 * Prints a table, writes bench/results/topology.json, exits 1 when a target is missed.
 * SKIP_BUILD=1 uses api/dist as it is. TOPOLOGY_SECONDS overrides the 12 s load phases.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  ROOT,
  ensureNginx,
  freePort,
  startTopology,
  type ApiInstance,
  type Topology,
} from '@journeys/web-server/prod/topology';
import { createDatabase } from '../src/platform/db/create-database';
import { testVapidEnv } from '../test/helpers/vapid';
import {
  dropTempDatabase,
  emptyBenchDatabase,
  markdownTable,
  ms,
  reportVerdict,
  runBench,
  seedBenchCommunity,
  sleep,
  type BenchMember,
  type BenchSurgery,
  summarize,
  type LatencySummary,
} from './harness';

const DB_NAME = `journeys_topology_${process.pid}`;
const INSTANCES = 3;
const MEMBERS = 60;
const SURGERIES = 40;
const SECONDS = Number(process.env.TOPOLOGY_SECONDS ?? 12);
const READ_CONNECTIONS = 24;
// autocannon ignores `Connection: close`. nginx closes a client connection after its
// keepalive_requests-th response (1000 by default), and the request autocannon has already written
// on it is reset: measured 4–8 ECONNRESET per 12 s at 24 connections against nginx in front of a
// trivial server, none with this. A browser opens a new connection there; so does the bench.
const READ_RECONNECT_EVERY = 500;
const WRITE_CLIENTS = 12;
const LOAD_STREAMS = 20;
const LOGIN_MAX = 5;
const REQUEST_TIMEOUT_MS = 10_000;
const MARKER = `tp${process.pid}x`;

type Member = BenchMember;
type Surgery = BenchSurgery;

async function prepare(databaseUrl: string): Promise<{ members: Member[]; surgeries: Surgery[] }> {
  const database = await createDatabase({ databaseUrl, queryTimeoutMs: 0 });
  try {
    return await seedBenchCommunity(database.db, {
      prefix: 'topology',
      members: MEMBERS,
      surgeries: SURGERIES,
      ownerOf: (s) => s,
    });
  } finally {
    await database.close();
  }
}

const sumOf = (map: Map<string, number>, test: (status: string) => boolean): number =>
  [...map].filter(([k]) => test(k)).reduce((n, [, v]) => n + v, 0);
const count = (map: Map<string, number>, key: string): void => {
  map.set(key, (map.get(key) ?? 0) + 1);
};

interface Acked {
  marker: string;
  id: number;
}

interface WriteResult {
  acked: Acked[];
  statuses: Map<string, number>;
  latency: LatencySummary;
  perSecond: number;
  samples: string[];
}

/** `clients` members each posting top-level comments on others' surgeries until `until()`. */
async function writeLoad(
  base: string,
  members: Member[],
  surgeries: Surgery[],
  { clients, first, until, tag }: { clients: number; first: number; until: () => boolean; tag: string },
): Promise<WriteResult> {
  const acked: Acked[] = [];
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  const samples: string[] = [];
  const started = performance.now();
  const client = async (c: number) => {
    const memberIdx = (first + c) % members.length;
    const member = members[memberIdx] as Member;
    const targets = surgeries.filter((s) => s.ownerIdx !== memberIdx);
    for (let seq = 0; !until(); seq += 1) {
      const surgery = targets[seq % targets.length] as Surgery;
      const marker = `${MARKER}${tag}x${c}x${seq}`;
      const t0 = performance.now();
      try {
        const res = await sendComment(base, member, surgery, `Topology ${tag} [${marker}] keep going`);
        const body = (await res.json().catch(() => ({}))) as { id?: number };
        latencies.push(performance.now() - t0);
        count(statuses, String(res.status));
        if (res.status === 201 && typeof body.id === 'number') acked.push({ marker, id: body.id });
        else if (samples.length < 5) samples.push(`${res.status} ${JSON.stringify(body).slice(0, 160)}`);
      } catch (err) {
        latencies.push(performance.now() - t0);
        const key = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'network error';
        count(statuses, key);
        if (samples.length < 5) samples.push(`${key}: ${String(err)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  const seconds = (performance.now() - started) / 1000;
  return { acked, statuses, latency: summarize(latencies), perSecond: acked.length / seconds, samples };
}

interface ReadResult {
  perSecond: number;
  p99: number;
  statuses: Map<string, number>;
  errors: number;
  /** Each error by its code or message ('ECONNRESET', 'request timed out', …). */
  errorKinds: Map<string, number>;
}

/** autocannon on the feed's first page for `seconds`. */
async function readLoad(base: string, seconds: number): Promise<ReadResult> {
  const statuses = new Map<string, number>();
  const instance = autocannon({
    url: `${base}/api/reviews`,
    connections: READ_CONNECTIONS,
    duration: seconds,
    reconnectRate: READ_RECONNECT_EVERY,
  });
  const errorKinds = new Map<string, number>();
  instance.on('response', (_client: unknown, statusCode: number) => count(statuses, String(statusCode)));
  instance.on('reqError', (error: Error & { code?: string }) =>
    count(errorKinds, error.code ?? error.message),
  );
  const result = await instance;
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    statuses,
    // autocannon counts a timeout in `errors` too (and emits it as a reqError).
    errors: result.errors,
    errorKinds,
  };
}

interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
}

interface Stream {
  upstream: string | null;
  status: number;
  events: SseEvent[];
  closed: Promise<void>;
  isClosed: () => boolean;
  close: () => void;
  /** Resolves with the first event matching `test` (or null after `timeoutMs`). */
  waitFor: (test: (e: SseEvent) => boolean, timeoutMs: number) => Promise<SseEvent | null>;
}

/** A notification stream through the proxy, as EventSource opens one: a ticket, then the stream. */
async function openStream(base: string, member: Member, lastEventId?: string): Promise<Stream> {
  const ticketRes = await fetch(`${base}/api/notifications/stream-ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (ticketRes.status !== 201) throw new Error(`stream ticket: ${ticketRes.status}`);
  const { ticket } = (await ticketRes.json()) as { ticket: string };
  const url = new URL(`${base}/api/notifications/stream`);
  url.searchParams.set('ticket', ticket);
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let closed = false;
  let resolveClosed: () => void = () => undefined;
  const closedPromise = new Promise<void>((r) => (resolveClosed = r));
  const markClosed = () => {
    if (closed) return;
    closed = true;
    resolveClosed();
    for (const w of waiters) w();
  };
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(url, {
      headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
  res.setEncoding('utf8');
  let buffer = '';
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event: SseEvent = {};
      for (const line of block.split('\n')) {
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'id') event.id = value;
        else if (field === 'event') event.event = value;
        else if (field === 'data') event.data = value;
      }
      if (event.id || event.event || event.data) {
        events.push(event);
        for (const w of waiters) w();
      }
    }
  });
  res.once('close', markClosed);
  res.once('error', markClosed);
  const upstream = res.headers['x-upstream'];
  return {
    upstream: typeof upstream === 'string' ? upstream : null,
    status: res.statusCode ?? 0,
    events,
    closed: closedPromise,
    isClosed: () => closed,
    close: () => res.destroy(),
    waitFor: (test, timeoutMs) =>
      new Promise((resolve) => {
        const check = () => {
          const found = events.find(test);
          if (found || closed) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found ?? null);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          resolve(null);
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}

/** A comment through the proxy, sent as the shell sends every create: with an Idempotency-Key, so the proxy may resend it to another instance. */
function sendComment(base: string, member: Member, surgery: Surgery, text: string): Promise<Response> {
  return fetch(`${base}/api/comment`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${member.token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ reviewId: surgery.id, text }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

async function postComment(base: string, member: Member, surgery: Surgery, text: string) {
  const res = await sendComment(base, member, surgery, text);
  const body = await res.text();
  if (res.status !== 201) throw new Error(`comment: ${res.status} ${body.slice(0, 200)}`);
  return JSON.parse(body) as { id: number };
}

/**
 * Every acknowledged id is stored with its marker (`lost` counts those that are not), and no
 * marker of the phase is stored twice (a resent create written again).
 */
async function checkWrites(
  databaseUrl: string,
  acked: Acked[],
  tag: string,
): Promise<{ lost: number; duplicates: number; samples: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; text: string }>(
      'SELECT id, text FROM comments WHERE id = ANY($1::int[])',
      [acked.map((a) => a.id)],
    );
    const stored = new Map(rows.map((r) => [r.id, r.text]));
    const missing = acked.filter((a) => !stored.get(a.id)?.includes(`[${a.marker}]`));
    const { rows: repeated } = await client.query<{ copies: string }>(
      `SELECT count(*) AS copies FROM comments WHERE text LIKE $1
        GROUP BY substring(text from '\\[([^]]+)\\]') HAVING count(*) > 1`,
      [`%[${MARKER}${tag}x%`],
    );
    return {
      lost: missing.length,
      duplicates: repeated.reduce((n, r) => n + Number(r.copies) - 1, 0),
      samples: missing.slice(0, 5).map((a) => `${a.marker} → ${a.id}`),
    };
  } finally {
    await client.end();
  }
}

/** A login attempt from `localAddress` (a loopback address of this machine) with extra headers. */
function loginAttempt(
  base: string,
  localAddress: string,
  headers: Record<string, string>,
): Promise<{ status: number; upstream: string | null }> {
  const body = JSON.stringify({
    email: `nobody-${randomBytes(6).toString('hex')}@example.com`,
    password: 'not-the-password-123',
  });
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/email/validate`, {
      method: 'POST',
      localAddress,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
    });
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => {
        const upstream = res.headers['x-upstream'];
        resolve({ status: res.statusCode ?? 0, upstream: typeof upstream === 'string' ? upstream : null });
      });
    });
    req.once('error', reject);
    req.end(body);
  });
}

const statusList = (map: Map<string, number>): string =>
  [...map]
    .sort()
    .map(([k, v]) => `${k}×${v}`)
    .join(', ');

function instanceOf(topology: Topology, upstream: string | null): ApiInstance | undefined {
  return topology.instances.find((i) => upstream?.endsWith(`:${i.port}`));
}

async function main(): Promise<void> {
  const started = Date.now();
  console.info(
    `Production topology through nginx: ${INSTANCES} API instances + worker (database ${DB_NAME})`,
  );
  const { nginx, brotliModule } = ensureNginx();
  if (process.env.SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build -w api failed');
  }
  const work = mkdtempSync(path.join(tmpdir(), 'journeys-topology-'));
  const logFile = path.join(work, 'processes.log');
  let topology: Topology | null = null;
  let created = false;
  let cleaned = false;
  let keepLogs = true;
  const cleanup = async (): Promise<void> => {
    if (cleaned) return;
    cleaned = true;
    await topology?.stop();
    if (created) await dropTempDatabase(DB_NAME);
  };
  const interrupted = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    const database = await emptyBenchDatabase(DB_NAME);
    created = database.created;
    const { members, surgeries } = await prepare(database.url);
    console.info(`  migrated + seeded, ${members.length} members, ${surgeries.length} surgeries`);

    const [port, ...apiPorts] = await Promise.all(Array.from({ length: INSTANCES + 1 }, () => freePort()));
    const siteUrl = `http://127.0.0.1:${port}`;
    topology = await startTopology({
      prefix: work,
      port: port as number,
      listen: [`127.0.0.1:${port}`],
      siteUrl,
      apiUrl: `${siteUrl}/api`,
      apiPorts,
      webPort: null,
      worker: true,
      nginx,
      brotliModule,
      debugUpstreamHeader: true,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `journeys:bench-topology:${process.pid}:`,
        WORKER: 'off',
        TRUST_PROXY: 'loopback',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        EMAIL_TOKEN_SECRET: randomBytes(32).toString('base64url'),
        ...testVapidEnv(),
        PUBLIC_SITE_URL: siteUrl,
        PUBLIC_API_URL: `${siteUrl}/api`,
        CORS_ORIGINS: siteUrl,
        RATE_LIMIT_LOGIN_MAX: String(LOGIN_MAX),
        RATE_LIMIT_COMMENT_MAX: '1000000',
        RATE_LIMIT_STREAM_TICKET_MAX: '1000000',
      },
      log: (name, line) => appendFileSync(logFile, `[${name}] ${line}\n`),
    });
    const base = topology.url;
    const all = [...apiPorts];
    console.info(
      `  nginx on ${base} → ${all.map((p) => `:${p}`).join(' ')} + worker (${((Date.now() - started) / 1000).toFixed(1)} s; logs ${logFile})`,
    );

    // a) Load: one instance, then three.
    const load: Record<string, unknown>[] = [];
    for (const ports of [all.slice(0, 1), all]) {
      await topology.setUpstreams(ports);
      const streams = await Promise.all(
        // Owners of surgeries among them, so the comments notify some streams.
        members.slice(0, LOAD_STREAMS).map((m) => openStream(base, m)),
      );
      const deadline = performance.now() + SECONDS * 1000;
      const [reads, writes] = await Promise.all([
        readLoad(base, SECONDS),
        writeLoad(base, members, surgeries, {
          clients: WRITE_CLIENTS,
          // Other members each time: a member's repeated comments on one surgery are one notification.
          first: ports.length === 1 ? 0 : 44,
          until: () => performance.now() > deadline,
          tag: `load${ports.length}`,
        }),
      ]);
      const streamsOpen = streams.filter((s) => !s.isClosed()).length;
      const notified = streams.reduce(
        (n, s) => n + s.events.filter((e) => e.event === 'notification').length,
        0,
      );
      for (const s of streams) s.close();
      load.push({
        instances: ports.length,
        reads: {
          perSecond: reads.perSecond,
          p99: reads.p99,
          statuses: Object.fromEntries(reads.statuses),
          errors: reads.errors,
        },
        writes: {
          perSecond: writes.perSecond,
          p99: writes.latency.p99,
          statuses: Object.fromEntries(writes.statuses),
        },
        streams: { opened: streams.length, stillOpen: streamsOpen, notificationsReceived: notified },
      });
      console.info(
        `  a) ${ports.length} instance(s): feed ${reads.perSecond.toFixed(0)} req/s p99 ${ms(reads.p99)} ms; ` +
          `comments ${writes.perSecond.toFixed(0)}/s p99 ${ms(writes.latency.p99)} ms; ` +
          `${streamsOpen}/${streams.length} streams open, ${notified} notifications` +
          (reads.errors > 0 ? `; read errors ${statusList(reads.errorKinds)}` : ''),
      );
    }

    // b) Failover: SIGKILL one instance in the middle of the write load.
    const victim = topology.instances[1] as ApiInstance;
    const failoverEnd = performance.now() + SECONDS * 1000;
    const killAt = SECONDS * 500;
    const kill = sleep(killAt).then(() => victim.kill('SIGKILL'));
    const [failoverWrites, failoverReads] = await Promise.all([
      writeLoad(base, members, surgeries, {
        clients: WRITE_CLIENTS * 2,
        first: 20,
        until: () => performance.now() > failoverEnd,
        tag: 'failover',
      }),
      readLoad(base, SECONDS),
      kill,
    ]);
    const failoverCheck = await checkWrites(database.url, failoverWrites.acked, 'failover');
    const failoverErrors = sumOf(failoverWrites.statuses, (k) => k !== '201');
    console.info(
      `  b) ${victim.name} SIGKILLed after ${killAt / 1000} s: ${failoverWrites.acked.length} writes acknowledged, ` +
        `${failoverCheck.lost} lost, ${failoverCheck.duplicates} written twice; client errors: writes ${statusList(failoverWrites.statuses)}; ` +
        `reads non-200 ${sumOf(failoverReads.statuses, (k) => k !== '200') + failoverReads.errors}`,
    );
    victim.start();
    if (!(await victim.waitHealthy())) throw new Error(`${victim.name} did not come back`);

    // c) A live stream loses its instance; a notification posted meanwhile arrives after the reconnect.
    // Members who have not commented yet: a repeat commenter's unread burst is one notification.
    const member = (i: number): Member => members[i] as Member;
    const [owner, first, second, third] = [member(0), member(57), member(58), member(59)];
    const ownSurgery = surgeries[0] as Surgery;
    const stream1 = await openStream(base, owner);
    const n1 = await postComment(base, first, ownSurgery, `Topology stream before the kill ${MARKER}`);
    const got1 = await stream1.waitFor((e) => e.event === 'notification', 10_000);
    const streamInstance = instanceOf(topology, stream1.upstream);
    let streamResult: Record<string, unknown> = { pass: false, reason: 'no first notification' };
    if (got1?.id && streamInstance) {
      const t0 = performance.now();
      streamInstance.kill('SIGKILL');
      const missedComment = postComment(
        base,
        second,
        ownSurgery,
        `Topology stream while down ${MARKER}`,
      ).then(
        () => null,
        (err: unknown) => err,
      );
      await stream1.closed;
      const detectedMs = performance.now() - t0;
      const stream2 = await openStream(base, owner, got1.id);
      const reconnectMs = performance.now() - t0;
      const missedError = await missedComment;
      if (missedError) throw missedError;
      const missed = await stream2.waitFor(
        (e) => e.event === 'notification' && Boolean(e.data?.includes('while down')),
        10_000,
      );
      const missedMs = performance.now() - t0;
      await postComment(base, third, ownSurgery, `Topology stream after the reconnect ${MARKER}`);
      const live = await stream2.waitFor(
        (e) => e.event === 'notification' && Boolean(e.data?.includes('after the reconnect')),
        10_000,
      );
      stream2.close();
      const ids = stream2.events.filter((e) => e.event === 'notification').map((e) => Number(e.id));
      streamResult = {
        firstInstance: streamInstance.name,
        secondUpstream: stream2.upstream,
        closeDetectedMs: detectedMs,
        reconnectMs,
        missedArrivedMs: missedMs,
        missedReceived: missed !== null,
        liveReceived: live !== null,
        duplicates: ids.length - new Set(ids).size,
        resentOld: ids.filter((id) => id <= Number(got1.id)).length,
        pass:
          missed !== null &&
          live !== null &&
          ids.length === new Set(ids).size &&
          ids.every((id) => id > Number(got1.id)) &&
          stream2.upstream !== stream1.upstream,
      };
      streamInstance.start();
      if (!(await streamInstance.waitHealthy())) throw new Error(`${streamInstance.name} did not come back`);
    } else {
      streamResult.reason = `no first notification (comment ${n1.id}); upstream ${stream1.upstream}`;
      stream1.close();
    }
    console.info(
      `  c) stream on ${String(streamResult.firstInstance)} killed: closed after ${ms(streamResult.closeDetectedMs as number)} ms, ` +
        `reopened on ${String(streamResult.secondUpstream)} after ${ms(streamResult.reconnectMs as number)} ms, ` +
        `missed notification ${streamResult.missedReceived ? 'received' : 'MISSING'} at ${ms(streamResult.missedArrivedMs as number)} ms, ` +
        `live one ${streamResult.liveReceived ? 'received' : 'MISSING'}`,
    );

    // d) The login limit across instances, per client address, whatever X-Forwarded-For says.
    const attempts: { status: number; upstream: string | null }[] = [];
    for (let i = 0; i <= LOGIN_MAX + 1; i += 1) {
      attempts.push(await loginAttempt(base, '127.0.0.2', { 'x-forwarded-for': `203.0.113.${i + 1}` }));
    }
    const otherClient = await loginAttempt(base, '127.0.0.3', {});
    const allowed = attempts.slice(0, LOGIN_MAX);
    const refused = attempts.slice(LOGIN_MAX);
    const servedBy = new Set(attempts.map((a) => a.upstream));
    const limits = {
      max: LOGIN_MAX,
      statuses: attempts.map((a) => a.status),
      instancesServing: servedBy.size,
      otherClientStatus: otherClient.status,
      pass:
        allowed.every((a) => a.status === 200) &&
        refused.every((a) => a.status === 429) &&
        otherClient.status === 200 &&
        servedBy.size >= 2,
    };
    console.info(
      `  d) login limit ${LOGIN_MAX}: attempts from 127.0.0.2 with spoofed X-Forwarded-For → ${limits.statuses.join(' ')} ` +
        `(served by ${servedBy.size} instances); 127.0.0.3 → ${otherClient.status}`,
    );

    // e) Rolling restart under read and write load.
    let restarting = true;
    const steps: string[] = [];
    const restartStarted = performance.now();
    const restart = (async () => {
      await sleep(2000);
      await topology.rollingRestart({ onStep: (m) => steps.push(m) });
      await sleep(1000);
      restarting = false;
    })().catch((err: unknown) => {
      restarting = false;
      throw err;
    });
    const rollingReads = (async () => {
      const statuses = new Map<string, number>();
      let errors = 0;
      while (restarting) {
        const r = await readLoad(base, 3);
        for (const [k, v] of r.statuses) statuses.set(k, (statuses.get(k) ?? 0) + v);
        errors += r.errors;
      }
      return { statuses, errors };
    })();
    const [rollingWrites, reads] = await Promise.all([
      writeLoad(base, members, surgeries, {
        clients: WRITE_CLIENTS,
        first: 40,
        until: () => !restarting,
        tag: 'rolling',
      }),
      rollingReads,
      restart,
    ]);
    const restartSeconds = (performance.now() - restartStarted) / 1000;
    const rollingCheck = await checkWrites(database.url, rollingWrites.acked, 'rolling');
    const rolling5xx =
      sumOf(rollingWrites.statuses, (k) => /^5/.test(k)) + sumOf(reads.statuses, (k) => /^5/.test(k));
    const rollingOtherFailures =
      sumOf(rollingWrites.statuses, (k) => !/^(201|5\d\d)$/.test(k)) +
      sumOf(reads.statuses, (k) => !/^(200|5\d\d)$/.test(k)) +
      reads.errors;
    console.info(
      `  e) rolling restart of ${INSTANCES} instances in ${restartSeconds.toFixed(1)} s under load: ` +
        `writes ${statusList(rollingWrites.statuses)}; reads ${statusList(reads.statuses)}${reads.errors ? `, ${reads.errors} errors` : ''}; ` +
        `${rollingCheck.lost} of ${rollingWrites.acked.length} acknowledged writes lost, ${rollingCheck.duplicates} written twice`,
    );

    const [one, three] = load as {
      reads: { perSecond: number; p99: number; statuses: Record<string, number>; errors: number };
      writes: { perSecond: number; p99: number; statuses: Record<string, number> };
      streams: { opened: number; stillOpen: number };
    }[];
    const loadClean = [one, three].every(
      (l) =>
        l !== undefined &&
        Object.keys(l.reads.statuses).every((k) => k === '200') &&
        l.reads.errors === 0 &&
        Object.keys(l.writes.statuses).every((k) => k === '201') &&
        l.streams.stillOpen === l.streams.opened,
    );
    const targets = [
      { name: 'load phases: every read 200, every write 201, every stream open', pass: loadClean },
      {
        name: 'failover: no acknowledged write lost, none written twice',
        pass: failoverCheck.lost === 0 && failoverCheck.duplicates === 0,
      },
      {
        name: 'stream: missed notification after reconnect, then live ones',
        pass: streamResult.pass === true,
      },
      { name: 'login limit holds across instances, per client address', pass: limits.pass },
      {
        name: 'rolling restart: no 5xx, no failed request, no write lost or doubled',
        pass:
          rolling5xx === 0 &&
          rollingOtherFailures === 0 &&
          rollingCheck.lost === 0 &&
          rollingCheck.duplicates === 0,
      },
    ];
    const pass = targets.every((t) => t.pass);
    console.info(
      `\n${markdownTable(
        ['through nginx', 'feed req/s', 'feed p99 ms', 'comments/s', 'comment p99 ms'],
        [one, three].map((l, i) => [
          i === 0 ? '1 instance' : `${INSTANCES} instances`,
          (l?.reads.perSecond ?? NaN).toFixed(0),
          ms(l?.reads.p99 ?? NaN),
          (l?.writes.perSecond ?? NaN).toFixed(0),
          ms(l?.writes.p99 ?? NaN),
        ]),
      )}\n\n${markdownTable(
        ['target', 'result'],
        targets.map((t) => [t.name, t.pass ? 'PASS' : 'FAIL']),
      )}`,
    );
    for (const s of [...failoverCheck.samples, ...rollingCheck.samples]) console.info(`  ! lost: ${s}`);
    for (const s of [...failoverWrites.samples, ...rollingWrites.samples].slice(0, 8))
      console.info(`  · ${s}`);
    if (!pass) console.info(`  process logs: ${logFile}`);

    await reportVerdict('production topology through nginx', 'topology.json', {
      at: new Date().toISOString(),
      config: {
        instances: INSTANCES,
        seconds: SECONDS,
        readConnections: READ_CONNECTIONS,
        writeClients: WRITE_CLIENTS,
        streams: LOAD_STREAMS,
        cpus: (await import('node:os')).availableParallelism(),
        rateLimitsRaised: ['RATE_LIMIT_COMMENT_MAX', 'RATE_LIMIT_STREAM_TICKET_MAX'],
      },
      load,
      failover: {
        killed: victim.name,
        killedAfterSeconds: killAt / 1000,
        acknowledged: failoverWrites.acked.length,
        lost: failoverCheck.lost,
        writtenTwice: failoverCheck.duplicates,
        clientErrors: failoverErrors,
        writeStatuses: Object.fromEntries(failoverWrites.statuses),
        readStatuses: Object.fromEntries(failoverReads.statuses),
        readErrors: failoverReads.errors,
      },
      stream: streamResult,
      rateLimits: limits,
      rollingRestart: {
        seconds: restartSeconds,
        steps,
        serverErrors: rolling5xx,
        otherFailures: rollingOtherFailures,
        acknowledged: rollingWrites.acked.length,
        lost: rollingCheck.lost,
        writtenTwice: rollingCheck.duplicates,
        writeStatuses: Object.fromEntries(rollingWrites.statuses),
        readStatuses: Object.fromEntries(reads.statuses),
      },
      targets,
      durationSeconds: (Date.now() - started) / 1000,
      pass,
    });
    keepLogs = !pass;
  } finally {
    await cleanup();
    if (!keepLogs) rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
