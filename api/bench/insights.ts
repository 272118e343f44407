/**
 * npm run bench:insights -w api  (tsx bench/insights.ts)
 *
 * Recovery insights on PostgreSQL at the scale the insight pages were built for: a fresh database (DATABASE_URL if it
 * is empty, else `journeys_bench_insights`, created and dropped on postgres://postgres@127.0.0.1:5432),
 * migrated, then 100,000 surgeries and 1,000,000 updates generated in SQL: procedures skewed as in
 * life (a few common ones, a long tail), 2,000 surgeons, surgery dates over four years and updates
 * over up to 18 months after each, symptom values that improve with time (and for some journeys
 * do not), 'Was it worth it?' answers and what 70 % of journeys paid (the procedure and surgeon
 * answers carry both figures, read from the summaries of migration 0024). After ANALYZE, the real
 * app answers through `inject` with every cache OFF (the feed
 * cache, which also holds insight answers, at TTL 0): each call below is the database path, cold.
 * The calls are interleaved round-robin, so all of them meet the same conditions; ids rotate over
 * many procedures, surgeons and surgeries. Target: p95(call) ÷ p95(primary-key lookup) ≤ 5.
 *
 * Writes bench/results/insights.json (scripts/bench-table.mjs shows it) and exits 1 on a miss.
 * BENCH_KEEP=1 keeps the database for EXPLAIN afterwards; BENCH_CALLS sets N (default 40).
 */
import type { ProcedureInsights } from '@journeys/shared/domain';
import { WORTH_IT_FILTER_VALUES } from '@journeys/shared/feed-filters';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDatabase } from '../src/platform/db/create-database';
import { migrateToLatest } from '../src/platform/db/migrator';
import { COUNTS, generateJourneys, step } from './journeys-data';
import {
  emptyBenchDatabase,
  dropTempDatabase,
  markdownTable,
  ms,
  reportVerdict,
  runBench,
  summarize,
  type LatencySummary,
} from './harness';

const CALLS = Number(process.env.BENCH_CALLS ?? 40);
const WARM_UP_CALLS = 10;
const TARGET_RATIO = 5;
const DB_NAME = 'journeys_bench_insights';
/** Words the generated descriptions use in realistic shares, searched as members would. */
const SEARCHES = ['physio', 'swelling', 'stairs', 'sleep', '"back to work"', 'pain -night'];
interface Sample {
  procedures: number[];
  largestProcedure: { id: number; journeys: number };
  surgeons: string[];
  surgeries: number[];
}

async function sample(client: pg.ClientBase): Promise<Sample> {
  const types = await client.query<{ id: number; journeys: number }>(`
    SELECT surgery_type_id AS id, count(DISTINCT review_id)::int AS journeys FROM review_procedures
    GROUP BY 1 ORDER BY 2 DESC`);
  const surgeons = await client.query<{ npi: string }>(
    'SELECT DISTINCT npi FROM reviews ORDER BY npi LIMIT $1',
    [CALLS],
  );
  const surgeries = await client.query<{ id: number }>(
    'SELECT id FROM reviews ORDER BY md5(id::text) LIMIT $1',
    [CALLS * 2],
  );
  const largest = types.rows[0];
  if (!largest) throw new Error('no procedures generated');
  return {
    procedures: types.rows.map((t) => t.id),
    largestProcedure: largest,
    surgeons: surgeons.rows.map((s) => s.npi),
    surgeries: surgeries.rows.map((s) => s.id),
  };
}

/** The calls measured must compute the new figures, not answer them withheld. */
async function expectFigures(app: FastifyInstance, procedureId: number): Promise<void> {
  const answer = (
    await app.inject({ method: 'GET', url: `/insights/procedures/${procedureId}` })
  ).json<ProcedureInsights>();
  const shown = answer.worthIt.filter((p) => !p.suppressed).length;
  const paid = answer.cost.payments.filter((p) => !p.suppressed).length;
  if (shown < 3 || paid < 5)
    throw new Error(`the largest procedure shows ${shown} worth-it points and ${paid} cost figures`);
  console.info(
    `  largest procedure: worth it at 3/6/12 months over ${answer.worthIt.map((p) => p.journeys).join('/')} journeys, cost over ${answer.cost.payments.map((p) => p.journeys).join('/')} amounts, ${answer.cost.trimmed} left out`,
  );
}

interface Call {
  name: string;
  url: (i: number) => string;
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  console.info('Recovery insights benchmark on PostgreSQL');
  const { url, created } = await emptyBenchDatabase(DB_NAME);
  const database = await createDatabase({ databaseUrl: url });
  try {
    await migrateToLatest(database.db);
    step('migrated', startedAt);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let ids: Sample;
    try {
      await generateJourneys(client, startedAt);
      ids = await sample(client);
    } finally {
      await client.end();
    }

    const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
    const calls: Call[] = [
      {
        name: 'primary key: GET /reviews?surgery=',
        url: (i) => `/reviews?surgery=${pick(ids.surgeries, i)}`,
      },
      { name: 'GET /insights/procedures', url: () => '/insights/procedures' },
      {
        name: 'GET /insights/procedures/:id (every procedure in turn)',
        url: (i) => `/insights/procedures/${pick(ids.procedures, i)}`,
      },
      { name: 'GET /insights/surgeons/:npi', url: (i) => `/insights/surgeons/${pick(ids.surgeons, i)}` },
      {
        name: 'GET /insights/surgeries/:id/on-track',
        url: (i) => `/insights/surgeries/${pick(ids.surgeries, i + CALLS)}/on-track`,
      },
      {
        name: 'text search: GET /reviews?q=',
        url: (i) => `/reviews?q=${encodeURIComponent(pick(SEARCHES, i))}`,
      },
      {
        name: 'feed filter: GET /reviews?worthIt=',
        url: (i) => `/reviews?worthIt=${pick(WORTH_IT_FILTER_VALUES, i)}`,
      },
    ];

    // Cache off: every answer below is computed from the database.
    const app = await buildApp({
      config: loadConfig(),
      database,
      feedCache: { ttlMs: 0 },
      rateLimits: { login: 1e9, signup: 1e9, email: 1e9, comment: 1e9, streamTicket: 1e9 },
    });
    await app.ready();
    await expectFigures(app, ids.largestProcedure.id);
    const latencies = calls.map(() => [] as number[]);
    try {
      for (let i = -WARM_UP_CALLS; i < CALLS; i += 1) {
        for (const [c, call] of calls.entries()) {
          // Warm-up calls use ids the measured calls do not start with.
          const target = call.url(i < 0 ? CALLS + WARM_UP_CALLS + i : i);
          const t0 = performance.now();
          const res = await app.inject({ method: 'GET', url: target });
          const elapsed = performance.now() - t0;
          if (res.statusCode !== 200) throw new Error(`${target} answered ${res.statusCode}: ${res.body}`);
          if (i >= 0) latencies[c]?.push(elapsed);
        }
      }
    } finally {
      await app.close();
    }
    step(`${CALLS} calls of each, interleaved`, startedAt);

    const summaries: LatencySummary[] = latencies.map((l) => summarize(l));
    const pkP95 = summaries[0]?.p95 ?? NaN;
    const rows = calls.map((call, i) => {
      const s = summaries[i] as LatencySummary;
      return { name: call.name, ...s, ratio: i === 0 ? 1 : s.p95 / pkP95 };
    });
    console.info(
      `\n${markdownTable(
        ['call', 'p50 ms', 'p95 ms', 'p99 ms', 'p95 ÷ pk p95', 'target'],
        rows.map((r, i) => [
          r.name,
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          r.ratio.toFixed(2),
          i === 0 ? 'baseline' : `≤ ${TARGET_RATIO} ${r.ratio <= TARGET_RATIO ? 'met' : 'MISSED'}`,
        ]),
      )}`,
    );
    await reportVerdict('insights p95 ≤ 5 × primary-key p95', 'insights.json', {
      at: new Date().toISOString(),
      data: COUNTS,
      calls: CALLS,
      cache: 'off (feed cache TTL 0): every call computed from the database',
      via: 'app.inject, in process, sequential, interleaved round-robin',
      targetRatio: TARGET_RATIO,
      largestProcedureJourneys: ids.largestProcedure.journeys,
      rows,
      pass: rows.every((r) => r.ratio <= TARGET_RATIO),
      seconds: Math.round((Date.now() - startedAt) / 1000),
    });
  } finally {
    await database.close();
    if (created && process.env.BENCH_KEEP !== '1') await dropTempDatabase(DB_NAME);
  }
}

runBench(main);
