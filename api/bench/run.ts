/**
 * npm run bench -w api  (tsx bench/run.ts)
 *
 * API benchmark on PostgreSQL at production scale: a fresh database (DATABASE_URL if it is
 * empty, else `journeys_bench` re-created on postgres://postgres@127.0.0.1:5432), migrated, the
 * real fixtures imported, 1M generated doctors, 1k members and 100k surgeries with procedures,
 * updates and comments. Then the API runs in its own process and autocannon (50 connections,
 * 10 s) measures the hot routes. Prints a table and PASS/FAIL per target, writes
 * bench/results/api.json, and exits non-zero when a target is missed.
 *
 * BENCH_REUSE=1 (iteration only, not for reported numbers): keep an existing journeys_bench,
 * apply pending migrations and skip the data generation.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../src/platform/db/create-database';
import { importDoctorsFromFile } from '../src/features/doctor-import/import-doctors';
import { explainRoutes } from './explain';
import { generateCommunity, generateDoctors, seedReference } from './generate-data';
import { emptyBenchDatabase, migrateBenchDatabase, startServer } from './harness';
import { load, warmUp, type LoadResult } from './load';

const HERE = import.meta.dirname;
const COUNTS = {
  doctors: Number(process.env.BENCH_DOCTORS ?? 1_000_000),
  users: 1_000,
  reviews: Number(process.env.BENCH_REVIEWS ?? 100_000),
};
const LOAD = { connections: 50, seconds: Number(process.env.BENCH_SECONDS ?? 10) };
const FIXTURES = [
  'nppes_practitioners_ct_lantanagroup.csv',
  'nppes_sample_siwa-p.csv',
  'dac_national_sample_ofirnassimi.csv',
  'dac_maine_Arthi9688_head300.csv',
  'npi_api_obgyn_subspecialists_mufflyt_head300.csv',
];
/** Daniel Fish, MD (Brookfield, CT) from the CT NPPES fixture. */
const PK_NPI = '1659374734';

const step = (label: string, startedAt: number): void =>
  console.info(`  ${label} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);

async function prepare(databaseUrl: string): Promise<{ reviewWithComments: number }> {
  const t = Date.now();
  await migrateBenchDatabase(databaseUrl);
  step('migrated', t);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seedReference(client);
    const importer = await createDatabase({ databaseUrl });
    try {
      for (const file of FIXTURES) {
        const r = await importDoctorsFromFile(importer.db, path.join(HERE, '..', 'fixtures', file));
        step(`imported ${r.imported} doctors from ${file}`, t);
      }
    } finally {
      await importer.close();
    }
    await generateDoctors(client, COUNTS.doctors);
    step(`generated ${COUNTS.doctors.toLocaleString('en-US')} doctors`, t);
    await generateCommunity(client, COUNTS);
    const { rows } = await client.query<Record<string, string>>(`
      SELECT (SELECT count(*) FROM doctors) AS doctors, (SELECT count(*) FROM users) AS users,
             (SELECT count(*) FROM reviews) AS reviews, (SELECT count(*) FROM review_procedures) AS procedures,
             (SELECT count(*) FROM updates) AS updates, (SELECT count(*) FROM comments) AS comments,
             (SELECT max(review_id) FROM comments) AS review_with_comments`);
    const c = rows[0] ?? {};
    step(
      `generated community: ${c.users} users, ${c.reviews} surgeries, ${c.procedures} procedures, ` +
        `${c.updates} updates, ${c.comments} comments; ${c.doctors} doctors in total`,
      t,
    );
    return { reviewWithComments: Number(c.review_with_comments) };
  } finally {
    await client.end();
  }
}

async function freshBench(): Promise<{ databaseUrl: string; reviewWithComments: number }> {
  const { url: databaseUrl } = await emptyBenchDatabase('journeys_bench');
  return { databaseUrl, ...(await prepare(databaseUrl)) };
}

async function reuseDatabase(): Promise<{ databaseUrl: string; reviewWithComments: number }> {
  const databaseUrl = 'postgres://postgres@127.0.0.1:5432/journeys_bench';
  await migrateBenchDatabase(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query<{ id: string }>('SELECT max(review_id) AS id FROM comments');
    console.info('  reusing journeys_bench (BENCH_REUSE=1)');
    return { databaseUrl, reviewWithComments: Number(rows[0]?.id) };
  } finally {
    await client.end();
  }
}

const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  console.info('API benchmark on PostgreSQL');
  const { databaseUrl, reviewWithComments } =
    process.env.BENCH_REUSE === '1' ? await reuseDatabase() : await freshBench();

  const routes = {
    // The real liveness route: no database work, same plugins, hooks and serialization as every
    // other route — the ceiling the others are compared with.
    noDb: { name: 'no-db (GET /ping)', url: '/ping' },
    health: { name: 'health (select 1)', url: '/health' },
    feed: { name: 'feed first page', url: '/reviews' },
    searchState: { name: 'search CT "smi"', url: '/doctors/search?state=connecticut&q=smi' },
    searchAll: { name: 'search all "john"', url: '/doctors/search?state=*&q=john' },
    pk: { name: 'surgeon by NPI', url: `/surgeons/${PK_NPI}` },
  };

  console.info('\nQuery plans of the hot routes');
  const explained = await explainRoutes(databaseUrl, [
    { name: 'feed page', url: routes.feed.url },
    { name: 'doctor search by state prefix', url: '/doctors/search?state=connecticut&q=sm' },
    { name: 'doctor search by state "smi"', url: routes.searchState.url },
    { name: 'doctor search all states', url: routes.searchAll.url },
    { name: 'doctor search two words', url: '/doctors/search?state=*&q=john%20smi' },
    { name: 'state doctors by name (no q)', url: '/doctors/search?state=connecticut' },
    { name: 'comments by review', url: `/comments/${reviewWithComments}` },
  ]);
  for (const e of explained) {
    const scans = e.statements.flatMap((s) => s.seqScans);
    console.info(
      `  ${e.pass ? 'PASS' : 'FAIL'}  ${e.name.padEnd(34)} ${e.statements.length} statements` +
        (scans.length ? `, Seq Scan on ${scans.join(', ')}` : ', no Seq Scan on doctors/reviews/comments'),
    );
  }

  console.info(`\nLoad: ${LOAD.connections} connections, ${LOAD.seconds} s per route`);
  const server = await startServer(databaseUrl);
  const { base } = server;
  const results: Record<string, LoadResult> = {};
  try {
    for (const [key, route] of Object.entries(routes)) {
      await warmUp(base, route.url);
      results[key] = await load(base, route, LOAD);
    }
  } finally {
    await server.stop();
  }
  // Informational, not a target: the feed with its cache off, i.e. what every cache miss costs.
  const uncached = await startServer(databaseUrl, { BENCH_FEED_CACHE: 'off' });
  try {
    await warmUp(uncached.base, routes.feed.url);
    results.feedUncached = await load(
      uncached.base,
      { name: 'feed, cache off (info)', url: routes.feed.url },
      LOAD,
    );
  } finally {
    await uncached.stop();
  }

  console.info(
    `\n${'route'.padEnd(26)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  non-2xx`,
  );
  for (const r of Object.values(results)) {
    console.info(
      `${r.name.padEnd(26)} ${fmt(r.reqPerSec).padStart(9)} ${fmt(r.p50, 1).padStart(8)} ${fmt(r.p95, 1).padStart(8)} ${fmt(r.p99, 1).padStart(8)}  ${r.non2xx + r.errors}`,
    );
  }

  const get = (k: keyof typeof routes): LoadResult => {
    const r = results[k];
    if (!r) throw new Error(`no result for ${k}`);
    return r;
  };
  const feedRatio = get('feed').reqPerSec / get('noDb').reqPerSec;
  const searchP95 = Math.max(get('searchState').p95, get('searchAll').p95);
  const searchRatio = searchP95 / get('pk').p95;
  const targets = [
    {
      name: 'feed req/s ÷ no-db req/s ≥ 25 %',
      value: `${(feedRatio * 100).toFixed(1)} %`,
      pass: feedRatio >= 0.25,
    },
    { name: 'search p95 ÷ primary-key p95 ≤ 3', value: searchRatio.toFixed(2), pass: searchRatio <= 3 },
    {
      name: 'no Seq Scan on doctors/reviews/comments',
      value: `${explained.filter((e) => e.pass).length}/${explained.length} plans`,
      pass: explained.every((e) => e.pass),
    },
    {
      name: 'no errors or non-2xx under load',
      value: String(Object.values(results).reduce((n, r) => n + r.non2xx + r.errors, 0)),
      pass: Object.values(results).every((r) => r.non2xx + r.errors === 0),
    },
  ];
  console.info('\nTargets');
  for (const t of targets) console.info(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name.padEnd(42)} ${t.value}`);

  mkdirSync(path.join(HERE, 'results'), { recursive: true });
  writeFileSync(
    path.join(HERE, 'results', 'api.json'),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        data: COUNTS,
        load: LOAD,
        routes: Object.values(results),
        ratios: { feedOverNoDb: feedRatio, searchP95OverPkP95: searchRatio },
        targets,
        explain: explained.map((e) => ({
          ...e,
          statements: e.statements.map(({ sql, seqScans }) => ({ sql, seqScans })),
        })),
      },
      null,
      2,
    )}\n`,
  );
  console.info(`\nResults written to ${path.join('bench', 'results', 'api.json')}`);
  if (targets.some((t) => !t.pass)) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
