/**
 * npm run bench:seo -w api  (tsx bench/seo.ts; needs the shell built: `npm run build -w shell`)
 *
 * What link-preview bots and crawlers get, at the scale of bench:insights: a fresh PostgreSQL
 * database (DATABASE_URL if it is empty, else `journeys_bench_seo`), migrated, 100,000 surgeries
 * and 1,000,000 updates (bench/journeys-data.ts). The real API runs in its own process
 * (bench/serve.ts) with its feed cache on (as in production: answers kept until a write drops
 * them) and no job worker (production's API instances leave jobs to the worker process); the shell's real HTML server (web-server/src/static-server.mjs, bench/serve-shell.ts) serves the
 * built shell in front of it in another process, as `npm start` does, with no remotes (their
 * manifest reads are cached apart from this). This process only sends the requests, over HTTP,
 * sequentially:
 *
 * - a journey's page `/surgeries?surgery=<id>` from the HTML server, for many journeys: the first
 *   request of each is cold (the API builds the page's summary from the database), the next five
 *   are cached (within the feed cache's 5 s). Target: cached p95 ≤ 30 ms; cold reported.
 * - its preview image `GET /og/surgeries/<id>.png` from the API: cold (drawn) p95 ≤ 150 ms, cached
 *   p95 ≤ 5 ms; and a procedure's (its recovery curve over every journey), cold.
 *
 * Writes bench/results/seo.json and exits 1 on a miss. BENCH_CALLS sets the journeys (default 100).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../src/platform/db/create-database';
import { migrateToLatest } from '../src/platform/db/migrator';
import {
  dropTempDatabase,
  emptyBenchDatabase,
  HERE,
  markdownTable,
  ms,
  reportVerdict,
  runBench,
  startServer,
  summarize,
} from './harness';
import { COUNTS, generateJourneys, step } from './journeys-data';

const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const DB_NAME = 'journeys_bench_seo';
/** A shared link is fetched again and again (each bot, each reader): cached requests per journey. */
const REPEATS = 5;
const SHELL_DIST = path.join(HERE, '..', '..', 'shell', 'dist');
const TARGETS = { pageCached: 30, imageCold: 150, imageCached: 5 };

async function timed(url: string, check: (response: Response, body: Buffer) => void): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const elapsed = performance.now() - t0;
  check(response, body);
  return elapsed;
}

const isPage = (response: Response, body: Buffer) => {
  if (response.status !== 200 || !body.includes('og:title')) throw new Error(`${response.url}: no page tags`);
};
const isPng = (response: Response, body: Buffer) => {
  if (response.status !== 200 || body.subarray(1, 4).toString() !== 'PNG')
    throw new Error(`${response.url}: no PNG`);
};

async function main(): Promise<void> {
  const startedAt = Date.now();
  console.info('Public pages (tags, JSON-LD, words) and preview images on PostgreSQL');
  if (!existsSync(path.join(SHELL_DIST, 'index.html')))
    throw new Error('Build the shell first: npm run build -w shell');
  const { url, created } = await emptyBenchDatabase(DB_NAME);
  const database = await createDatabase({ databaseUrl: url });
  try {
    await migrateToLatest(database.db);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let surgeries: number[];
    let procedures: number[];
    try {
      await generateJourneys(client, startedAt);
      surgeries = (
        await client.query<{ id: number }>('SELECT id FROM reviews ORDER BY md5(id::text) LIMIT $1', [CALLS])
      ).rows.map((r) => r.id);
      procedures = (
        await client.query<{ id: number }>(
          'SELECT surgery_type_id AS id FROM review_procedures GROUP BY 1 ORDER BY count(*) DESC LIMIT 10',
        )
      ).rows.map((r) => r.id);
    } finally {
      await client.end();
    }

    // The API and the HTML server each in a process of their own, as in production: the client
    // here measures what a bot would wait for, without sharing an event loop with either.
    const api = await startServer(url, {
      PUBLIC_SITE_URL: 'http://127.0.0.1',
      // As the production topology runs API instances (web-server/src/prod): jobs are the worker's. With
      // the job poller in the same process, one cached answer in twenty waited behind it.
      WORKER: 'off',
      RATE_LIMIT_PREVIEW_IMAGE_MAX: '1000000000',
    });
    const shell = await startServer(url, { BENCH_API_URL: api.base }, 'serve-shell.ts').catch(
      async (error: unknown) => {
        await api.stop();
        throw error;
      },
    );
    const site = shell.base;
    const samples = { pageCold: [] as number[], pageCached: [] as number[], imageCold: [] as number[] };
    const imageCached: number[] = [];
    const procedureImageCold: number[] = [];
    try {
      // Warm-up: connections, JIT, the font files.
      await timed(`${site}/surgeries?surgery=${surgeries[0]}`, isPage);
      await timed(`${api.base}/og/surgeries/${surgeries[0]}.png`, isPng);
      for (const id of surgeries.slice(1)) {
        samples.pageCold.push(await timed(`${site}/surgeries?surgery=${id}`, isPage));
        for (let i = 0; i < REPEATS; i += 1)
          samples.pageCached.push(await timed(`${site}/surgeries?surgery=${id}`, isPage));
        samples.imageCold.push(await timed(`${api.base}/og/surgeries/${id}.png`, isPng));
        for (let i = 0; i < REPEATS; i += 1)
          imageCached.push(await timed(`${api.base}/og/surgeries/${id}.png`, isPng));
      }
      for (const id of procedures)
        procedureImageCold.push(await timed(`${api.base}/og/procedures/${id}.png`, isPng));
    } finally {
      await shell.stop();
      await api.stop();
    }
    step(`${surgeries.length - 1} journeys: page cold and cached, image cold and cached`, startedAt);

    const rows = [
      {
        name: 'HTML server: journey page, cold (API builds the summary)',
        ...summarize(samples.pageCold),
        target: null,
      },
      {
        name: 'HTML server: journey page, cached',
        ...summarize(samples.pageCached),
        target: TARGETS.pageCached,
      },
      {
        name: 'API: journey preview image, cold (drawn)',
        ...summarize(samples.imageCold),
        target: TARGETS.imageCold,
      },
      { name: 'API: journey preview image, cached', ...summarize(imageCached), target: TARGETS.imageCached },
      {
        name: 'API: procedure preview image (curve), cold',
        ...summarize(procedureImageCold),
        target: TARGETS.imageCold,
      },
    ];
    console.info(
      `\n${markdownTable(
        ['call', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'target'],
        rows.map((r) => [
          r.name,
          String(r.count),
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          r.target === null ? '—' : `p95 ≤ ${r.target} ${r.p95 <= r.target ? 'met' : 'MISSED'}`,
        ]),
      )}`,
    );
    await reportVerdict('public pages and preview images within their targets', 'seo.json', {
      at: new Date().toISOString(),
      data: COUNTS,
      via: 'HTTP (fetch), sequential, from a process of its own; the shell HTML server in front of the API, each in its own process, on loopback',
      rows,
      pass: rows.every((r) => r.target === null || r.p95 <= r.target),
      seconds: Math.round((Date.now() - startedAt) / 1000),
    });
  } finally {
    await database.close();
    if (created && process.env.BENCH_KEEP !== '1') await dropTempDatabase(DB_NAME);
  }
}

runBench(main);
