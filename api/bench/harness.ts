/**
 * Shared by the benches (run.ts, comment-load.ts, pg-restart.ts, insights.ts, reminders.ts): a throw-away database on
 * the local Postgres, the API in a child process (bench/serve.ts) on an ephemeral port, latency
 * percentiles and the results file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { reviewPayload } from '@journeys/shared/domain';
import { makeSurgeryPayload } from '@journeys/shared/testing/fixtures';
import type { Db } from '../src/platform/db/db-types';
import { createDatabase } from '../src/platform/db/create-database';
import { migrateToLatest } from '../src/platform/db/migrator';
import { seed } from '../src/features/seed/run-seed';
import { createReview } from '../src/features/feed/reviews-write';
import { createSession } from '../src/features/auth/sessions';
import { insertUser } from '../src/features/auth/users';

export const HERE = import.meta.dirname;
/** The machine's PostgreSQL; the benches create and drop their own database on it. */
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrlFor(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Brings the database at `databaseUrl` to the latest schema, on a connection of its own. */
export async function migrateBenchDatabase(
  databaseUrl: string,
  options: { queryTimeoutMs?: number } = {},
): Promise<void> {
  const handle = await createDatabase({ databaseUrl, ...options });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
}

/** Creates `name` (dropping a leftover of the same name first); returns its URL. */
export async function createTempDatabase(name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  return databaseUrlFor(name);
}

/**
 * The bench's database: DATABASE_URL when set (it must be empty: a database someone pointed us at
 * is never wiped), else `name` created afresh on the machine's PostgreSQL (`created`: drop it after).
 */
export async function emptyBenchDatabase(name: string): Promise<{ url: string; created: boolean }> {
  const given = process.env.DATABASE_URL;
  if (!given) return { url: await createTempDatabase(name), created: true };
  const client = new pg.Client({ connectionString: given });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    if (Number(rows[0]?.n) > 0) throw new Error('DATABASE_URL must point at an empty database for the bench');
  } finally {
    await client.end();
  }
  return { url: given, created: false };
}

/** Drops `name`, retrying for a while (Postgres may still be starting up after a restart). */
export async function dropTempDatabase(name: string, retryForMs = 30_000): Promise<void> {
  const until = Date.now() + retryForMs;
  for (;;) {
    try {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await sleep(500);
    }
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface ChildServer {
  base: string;
  child: ChildProcess;
  /** SIGTERM, then wait for the exit (SIGKILL after 5 s). */
  stop: () => Promise<void>;
}

/**
 * bench/serve.ts in its own process: the real buildApp with rate limits raised out of the way.
 * `script` names another server of bench/ printing its port the same way (serve-shell.ts).
 */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  script = 'serve.ts',
): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, script)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Nearest-rank percentile of an ascending array (ms). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(latencies: number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] ?? NaN) : NaN,
  };
}

export const ms = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '–');

/** Writes bench/results/<file>, formatted as the repository's Prettier check expects. */
export async function writeResults(file: string, data: unknown): Promise<string> {
  const dir = path.join(HERE, 'results');
  mkdirSync(dir, { recursive: true });
  const target = path.join(dir, file);
  // The repository's Prettier settings, so `prettier --check .` passes after a bench run too.
  const options = (await resolveConfig(target)) ?? {};
  writeFileSync(target, await format(JSON.stringify(data), { ...options, parser: 'json' }));
  return path.join('bench', 'results', file);
}

/** Writes the results file and says the verdict, which becomes the exit code. */
export async function reportVerdict(
  what: string,
  file: string,
  results: Record<string, unknown> & { pass: boolean },
): Promise<void> {
  const written = await writeResults(file, results);
  console.info(`\n${results.pass ? 'PASS' : 'FAIL'}  ${what}; results written to ${written}`);
  process.exitCode = results.pass ? 0 : 1;
}

/** Runs a bench to its end and exits with its verdict (a pool left open must not keep it alive); 1 if it throws. */
export function runBench(main: () => Promise<void>): void {
  main()
    .then(() => process.exit(process.exitCode ?? 0))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}

/** A markdown table: header row, separator, rows; columns padded for the terminal. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** A bench member: its id and a session token. */
export interface BenchMember {
  id: number;
  token: string;
}

/** A bench surgery and the index (in the members list) of the member who posted it. */
export interface BenchSurgery {
  id: number;
  ownerIdx: number;
}

/** Daniel Fish, MD (Brookfield, CT): in the CT NPPES fixture the seed imports. */
const BENCH_NPI = '1659374734';

/**
 * Migrates and seeds `db`, then adds `members` members (`<prefix>_00`…, each with a session) and
 * `surgeries` surgeries, the s-th posted by member `ownerOf(s)`, all of one procedure.
 */
export async function seedBenchCommunity(
  db: Db,
  options: { prefix: string; members: number; surgeries: number; ownerOf: (s: number) => number },
): Promise<{ members: BenchMember[]; surgeries: BenchSurgery[] }> {
  await migrateToLatest(db);
  await seed(db);
  const members: BenchMember[] = [];
  for (let i = 0; i < options.members; i += 1) {
    const id = await insertUser(db, {
      username: `${options.prefix}_${String(i).padStart(2, '0')}`,
      email: `${options.prefix}_${i}@example.com`,
      background: '#4a90d9',
    });
    members.push({ id, token: await createSession(db, id) });
  }
  const type = await db
    .selectFrom('surgery_types')
    .select(['id', 'name', 'description'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const surgeries: BenchSurgery[] = [];
  for (let s = 0; s < options.surgeries; s += 1) {
    const ownerIdx = options.ownerOf(s);
    const review = await createReview(
      db,
      (members[ownerIdx] as BenchMember).id,
      reviewPayload.parse(
        makeSurgeryPayload({
          surgeryYear: 2024,
          surgeryMonth: 1 + (s % 12),
          surgeryDay: 1 + (s % 28),
          npi: BENCH_NPI,
          state: 'CT',
          procedures: [{ id: type.id, name: type.name, description: type.description, side: 'left' }],
          symptom: 5,
          description: `${options.prefix} bench surgery ${s}`,
        }),
      ),
    );
    surgeries.push({ id: review.id, ownerIdx });
  }
  return { members, surgeries };
}
