/**
 * npm run bench:pg-restart -w api  (tsx bench/pg-restart.ts)
 *
 * PostgreSQL restarted under load. A fresh database `journeys_pgrestart_<pid>` (migrated +
 * seeded, dropped at the end), the API in its own process (bench/serve.ts, feed cache off so
 * every GET /reviews?user=X reaches the database), 20 keep-alive clients alternating that and
 * GET /states. After a steady baseline the machine's cluster is restarted with
 * `pg_ctlcluster --skip-systemctl-redirect <version> main restart`, and the load runs on until
 * well after Postgres accepts connections again.
 *
 * Targets: every answer is 200 or 503 (no 500, no client timeout or dropped connection); 503s
 * come fast (p99 < 2.5 s); the same API process answers 200 again within 10 s of Postgres being
 * back, and only 200 from then on. Prints a per-second timeline and PASS/FAIL, writes
 * bench/results/pg-restart.json, exits 1 on FAIL. Exits 0 with a skip message only when
 * pg_ctlcluster is not installed. Postgres is started again if the script finds it down at the end.
 *
 * PG_OUTAGE_SECONDS=N replaces the restart by stop, N s of outage, start (see OUTAGE_SECONDS).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../src/platform/db/create-database';
import { migrateToLatest } from '../src/platform/db/migrator';
import { seed } from '../src/features/seed/run-seed';
import {
  ADMIN_URL,
  createTempDatabase,
  dropTempDatabase,
  markdownTable,
  ms,
  sleep,
  startServer,
  summarize,
  reportVerdict,
  runBench,
  type ChildServer,
} from './harness';

const DB_NAME = `journeys_pgrestart_${process.pid}`;
const CLIENTS = 20;
const CLIENT_TIMEOUT_MS = 5000;
const BASELINE_MS = 5000;
/** Load keeps running this long after Postgres is back: the recovery window plus a margin. */
const AFTER_READY_MS = 15_000;
const RECOVERY_TARGET_MS = 10_000;
const P99_503_TARGET_MS = 2500;
const RESTART_TIMEOUT_MS = 120_000;
/**
 * PG_OUTAGE_SECONDS=N: stop, wait N s, start, instead of one restart — a longer outage in which
 * every new connection is refused (the default restart is down for well under a second).
 */
const OUTAGE_SECONDS = Number(process.env.PG_OUTAGE_SECONDS ?? 0);

interface Sample {
  /** ms since the load started. */
  start: number;
  latency: number;
  url: string;
  /** HTTP status, or 'timeout' / 'error' when no answer came. */
  outcome: string;
}

function clusterVersion(): string | null {
  const dir = '/etc/postgresql';
  if (!existsSync(dir)) return null;
  const versions = readdirSync(dir).filter((v) => existsSync(path.join(dir, v, 'main')));
  return versions.sort().at(-1) ?? null;
}

function pgCtlcluster(args: string[]): Promise<{ code: number | null; output: string; ms: number }> {
  const t = performance.now();
  return new Promise((resolve) => {
    const child = spawn('pg_ctlcluster', ['--skip-systemctl-redirect', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), RESTART_TIMEOUT_MS);
    child.once('error', (err) => {
      clearTimeout(timer);
      resolve({ code: null, output: String(err), ms: performance.now() - t });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output.trim(), ms: performance.now() - t });
    });
  });
}

async function postgresAccepts(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Leaves the machine's Postgres running whatever happened. */
async function ensurePostgresRunning(version: string): Promise<void> {
  if (await postgresAccepts()) return;
  const status = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'status']);
  if (status.status !== 0) {
    console.info(`  PostgreSQL ${version}/main is down: starting it`);
    const r = await pgCtlcluster([version, 'main', 'start']);
    if (r.code !== 0) console.error(`  could not start PostgreSQL: ${r.output}`);
  }
  const until = Date.now() + 30_000;
  while (!(await postgresAccepts())) {
    if (Date.now() > until) throw new Error('PostgreSQL does not accept connections after the bench');
    await sleep(250);
  }
}

async function main(): Promise<void> {
  const probe = spawnSync('pg_ctlcluster', ['--help'], { stdio: 'ignore' });
  const version = clusterVersion();
  if ((probe.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' || !version) {
    console.info(
      'SKIP  pg-restart: pg_ctlcluster or /etc/postgresql/<version>/main is not available on this machine ' +
        '(the bench restarts the local Debian/Ubuntu PostgreSQL cluster)',
    );
    return;
  }
  console.info(
    `PostgreSQL restart under load: cluster ${version}/main, ${CLIENTS} clients, database ${DB_NAME}`,
  );

  let server: ChildServer | null = null;
  let created = false;
  let cleaned = false;
  const cleanup = async (): Promise<void> => {
    if (cleaned) return;
    cleaned = true;
    await server?.stop();
    await ensurePostgresRunning(version);
    if (created) await dropTempDatabase(DB_NAME);
  };
  const interrupted = () => {
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    const databaseUrl = await createTempDatabase(DB_NAME);
    created = true;
    const database = await createDatabase({ databaseUrl });
    let userId: number;
    try {
      await migrateToLatest(database.db);
      await seed(database.db);
      // The demo member with the most surgeries: GET /reviews?user= has real rows to assemble.
      const top = await database.db
        .selectFrom('reviews')
        .select(['user_id', (eb) => eb.fn.countAll<string>().as('n')])
        .where('user_id', 'is not', null)
        .groupBy('user_id')
        .orderBy('n', 'desc')
        .executeTakeFirstOrThrow();
      userId = Number(top.user_id);
    } finally {
      await database.close();
    }
    server = await startServer(databaseUrl, { BENCH_FEED_CACHE: 'off' });
    const apiPid = server.child.pid;
    const urls = [`/reviews?user=${userId}`, '/states'];
    console.info(
      `  API on ${server.base} (child process ${apiPid}, feed cache off); load: ${urls.join(' + ')}`,
    );

    const samples: Sample[] = [];
    const t0 = performance.now();
    const now = () => performance.now() - t0;
    let stopAt = Number.POSITIVE_INFINITY;
    const base = server.base;
    const worker = async (w: number): Promise<void> => {
      for (let i = w; now() < stopAt; i += 1) {
        const url = urls[i % urls.length] as string;
        const start = now();
        let outcome: string;
        try {
          const res = await fetch(base + url, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
          await res.arrayBuffer();
          outcome = String(res.status);
        } catch (err) {
          outcome = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'error';
        }
        samples.push({ start, latency: now() - start, url, outcome });
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, w) => worker(w)));

    await sleep(BASELINE_MS);
    const restartAt = now();
    const action = OUTAGE_SECONDS > 0 ? `stop; sleep ${OUTAGE_SECONDS}; … start` : 'restart';
    console.info(
      `  t=${(restartAt / 1000).toFixed(1)} s: pg_ctlcluster --skip-systemctl-redirect ${version} main ${action}`,
    );
    // Probes Postgres directly while the command runs: when it stopped and when it accepted
    // connections again (pg_ctlcluster returns a while after the server is up).
    let downAt: number | null = null;
    let upAt: number | null = null;
    let probing = true;
    const probe = (async () => {
      while (probing || (downAt !== null && upAt === null)) {
        const ok = await postgresAccepts();
        if (!ok && downAt === null) downAt = now();
        if (ok && downAt !== null && upAt === null) upAt = now();
        if (upAt !== null) return;
        if (!probing && now() - restartAt > 90_000) return;
        await sleep(50);
      }
    })();
    const restart = await (async () => {
      if (OUTAGE_SECONDS <= 0) return pgCtlcluster([version, 'main', 'restart']);
      const stop = await pgCtlcluster([version, 'main', 'stop']);
      if (stop.code !== 0) return stop;
      await sleep(OUTAGE_SECONDS * 1000);
      const start = await pgCtlcluster([version, 'main', 'start']);
      return { ...start, ms: performance.now() - t0 - restartAt };
    })();
    const restartDoneAt = now();
    if (restart.code !== 0) {
      probing = false;
      stopAt = 0;
      await Promise.all([load, probe]);
      throw new Error(`pg_ctlcluster ${action} failed (exit ${restart.code}): ${restart.output}`);
    }
    probing = false;
    await probe;
    if (downAt !== null && upAt === null) {
      stopAt = 0;
      await load;
      throw new Error('PostgreSQL does not accept connections 90 s after the restart');
    }
    // Never seen down (the probe fell between stop and start): the command's end is the bound.
    const readyAt: number = upAt ?? restartDoneAt;
    console.info(
      `  ${OUTAGE_SECONDS > 0 ? 'stop + start' : 'restart command'} took ${(restart.ms / 1000).toFixed(1)} s; PostgreSQL refused connections from ` +
        `t=${downAt === null ? '?' : (downAt / 1000).toFixed(2)} s and accepted them again at ` +
        `t=${(readyAt / 1000).toFixed(2)} s`,
    );
    stopAt = readyAt + AFTER_READY_MS;
    await load;
    const apiAlive = server.child.exitCode === null && server.child.signalCode === null;
    await server.stop();
    server = null;

    // Analysis.
    const count = (pred: (s: Sample) => boolean) => samples.filter(pred).length;
    const byOutcome = new Map<string, number>();
    for (const s of samples) byOutcome.set(s.outcome, (byOutcome.get(s.outcome) ?? 0) + 1);
    const unexpected = count((s) => s.outcome !== '200' && s.outcome !== '503');
    const baselineBad = count((s) => s.start + s.latency < restartAt && s.outcome !== '200');
    const unavailable = samples.filter((s) => s.outcome === '503');
    const latency503 = summarize(unavailable.map((s) => s.latency));
    const latency200 = summarize(samples.filter((s) => s.outcome === '200').map((s) => s.latency));
    const lastBadStart = Math.max(
      -Infinity,
      ...samples.filter((s) => s.outcome !== '200').map((s) => s.start),
    );
    // First moment after which every request that started was answered 200.
    const recoveryMs = Math.max(0, (Number.isFinite(lastBadStart) ? lastBadStart : readyAt) - readyAt);
    const okAfterRecovery = count((s) => s.start > lastBadStart && s.start >= readyAt && s.outcome === '200');
    const firstBad = samples
      .filter((s) => s.outcome !== '200')
      .reduce((m, s) => Math.min(m, s.start), Infinity);

    const targets = [
      { name: 'every answer 200 before the restart', value: `${baselineBad} other`, pass: baselineBad === 0 },
      {
        name: 'only 200 or 503 (no 500, timeout, dropped connection)',
        value: `${unexpected} other`,
        pass: unexpected === 0,
      },
      {
        name: `503 p99 < ${P99_503_TARGET_MS} ms`,
        value: unavailable.length ? `${ms(latency503.p99)} ms (${unavailable.length} × 503)` : 'no 503',
        pass: !(latency503.p99 >= P99_503_TARGET_MS),
      },
      {
        name: `back to 200 within ${RECOVERY_TARGET_MS / 1000} s of Postgres ready`,
        value: `${(recoveryMs / 1000).toFixed(2)} s, then ${okAfterRecovery} × 200`,
        pass: recoveryMs <= RECOVERY_TARGET_MS && okAfterRecovery > 0,
      },
      { name: 'same API process throughout', value: `pid ${apiPid}`, pass: apiAlive },
    ];
    const pass = targets.every((t) => t.pass);

    console.info('\nTimeline (by request start second)');
    const seconds = Math.ceil(Math.max(...samples.map((s) => s.start)) / 1000);
    const rows: string[][] = [];
    const timeline = [];
    for (let sec = 0; sec < seconds; sec += 1) {
      const inSec = samples.filter((s) => s.start >= sec * 1000 && s.start < (sec + 1) * 1000);
      const tally = (o: string) => inSec.filter((s) => s.outcome === o).length;
      const other = inSec.filter((s) => !['200', '503', 'timeout', 'error'].includes(s.outcome)).length;
      const lat = summarize(inSec.map((s) => s.latency));
      const events = [
        restartAt >= sec * 1000 && restartAt < (sec + 1) * 1000 ? 'restart issued' : '',
        downAt !== null && downAt >= sec * 1000 && downAt < (sec + 1) * 1000 ? 'Postgres down' : '',
        restartDoneAt >= sec * 1000 && restartDoneAt < (sec + 1) * 1000 ? 'restart command done' : '',
        readyAt >= sec * 1000 && readyAt < (sec + 1) * 1000 ? 'Postgres ready' : '',
      ].filter(Boolean);
      const entry = {
        second: sec,
        ok200: tally('200'),
        unavailable503: tally('503'),
        other,
        timeout: tally('timeout'),
        error: tally('error'),
        p99Ms: lat.p99,
        maxMs: lat.max,
        events,
      };
      timeline.push(entry);
      rows.push([
        String(sec),
        String(entry.ok200),
        String(entry.unavailable503),
        String(entry.other),
        String(entry.timeout),
        String(entry.error),
        ms(lat.p99),
        ms(lat.max),
        events.join(', '),
      ]);
    }
    console.info(
      markdownTable(['s', '200', '503', 'other', 'timeout', 'conn err', 'p99 ms', 'max ms', 'event'], rows),
    );
    console.info(
      `\n  ${samples.length} requests: ${[...byOutcome].map(([k, v]) => `${k}×${v}`).join(', ')}; ` +
        `first non-200 at t=${Number.isFinite(firstBad) ? (firstBad / 1000).toFixed(2) : '–'} s, ` +
        `last at t=${Number.isFinite(lastBadStart) ? (lastBadStart / 1000).toFixed(2) : '–'} s; ` +
        `200 p99 ${ms(latency200.p99)} ms, 503 p50/p99/max ${ms(latency503.p50)}/${ms(latency503.p99)}/${ms(latency503.max)} ms`,
    );
    if (unavailable.length === 0 && unexpected === 0) {
      console.info('  note: no request failed during the restart (Postgres came back between requests)');
    }
    console.info('\nTargets');
    for (const t of targets) console.info(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name.padEnd(56)} ${t.value}`);

    await reportVerdict('PostgreSQL restart under load', 'pg-restart.json', {
      at: new Date().toISOString(),
      config: {
        clients: CLIENTS,
        clientTimeoutMs: CLIENT_TIMEOUT_MS,
        urls,
        cluster: `${version}/main`,
        action,
      },
      events: {
        restartAt,
        postgresDownAt: downAt,
        postgresReadyAt: readyAt,
        restartDoneAt,
        restartCommandMs: restart.ms,
      },
      requests: samples.length,
      outcomes: Object.fromEntries(byOutcome),
      latency200Ms: latency200,
      latency503Ms: latency503,
      recoveryMs,
      targets,
      timeline,
      pass,
    });
  } finally {
    await cleanup();
  }
}

runBench(main);
