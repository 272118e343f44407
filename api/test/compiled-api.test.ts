/**
 * The compiled API: `npm run build` output runs with plain node, no TypeScript loader,
 * from any working directory. The seed command fills a database, the server answers from it and
 * stops cleanly on SIGTERM; on PostgreSQL (DATABASE_URL) it is a production start and the worker
 * runs too.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_DIR, buildCompiledApi, type CompiledApi } from './helpers/compiled-api';
import { exited, freePort } from './helpers/processes';
import { freshPostgres } from './helpers/test-app';
import { testVapidEnv } from './helpers/vapid';

jest.setTimeout(60_000);

/** Output kept for the failure message: a start that fails says why. */
function collect(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

async function waitFor(check: () => Promise<boolean>, what: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not happen in 30 s; output:\n${output()}`);
}

let compiled: CompiledApi;
let workDir: string;
let env: NodeJS.ProcessEnv;
let dropDatabase = async () => undefined as void;

beforeAll(async () => {
  compiled = buildCompiledApi('compiled');
  workDir = mkdtempSync(path.join(tmpdir(), 'journeys-compiled-'));
  const base = { ...process.env };
  // Nothing may slip a loader in: the processes run the JavaScript alone.
  delete base.NODE_OPTIONS;
  env = { ...base, LOG_LEVEL: 'info', HOST: '127.0.0.1', OUTBOX_DIR: path.join(workDir, 'outbox') };
  if (process.env.DATABASE_URL) {
    const fresh = await freshPostgres();
    dropDatabase = fresh.drop;
    Object.assign(env, {
      DATABASE_URL: fresh.url,
      NODE_ENV: 'production',
      EMAIL_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      ...testVapidEnv(),
      WORKER: 'off',
    });
  } else {
    Object.assign(env, { PGLITE_DIR: path.join(workDir, 'pglite'), NODE_ENV: 'production' });
  }
});

afterAll(async () => {
  compiled?.remove();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  await dropDatabase();
});

it('the build holds JavaScript only', () => {
  const files = readdirSync(compiled.dir, { recursive: true, encoding: 'utf8' });
  expect(files).toEqual(expect.arrayContaining(['server.js', path.join('cli', 'worker.js')]));
  expect(files.filter((f) => /\.(c|m)?tsx?$/.test(f))).toEqual([]);
});

it('the seed command runs from another working directory', () => {
  // The fixtures it imports are found from the script's own place, not the working directory.
  const seed = spawnSync(process.execPath, [path.join(compiled.dir, 'cli', 'seed.js')], {
    cwd: workDir,
    env,
    encoding: 'utf8',
  });
  expect(seed.stderr).toBe('');
  expect(seed.stdout).toMatch(/^Seeded (pglite|postgres): \{"states":\d+,.*"demoMembers":[1-9]\d*/m);
  expect(seed.status).toBe(0);
});

it('the server starts with plain node, answers from the database and stops on SIGTERM with 0', async () => {
  const port = await freePort();
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(compiled.dir, 'server.js')], {
    cwd: workDir,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collect(server);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/health`)).status === 200, 'GET /health 200', output);

    // The process is node on the bundle alone: no loader among its arguments.
    const argv = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(argv.slice(1)).toEqual(['--enable-source-maps', path.join(compiled.dir, 'server.js')]);
    expect(argv.join(' ')).not.toMatch(/tsx|--import|--loader|--require/);

    const response = await fetch(`${base}/reviews`);
    expect(response.status).toBe(200);
    // The seeded journeys, read through the bundled routes, schemas and database layer.
    const page = (await response.json()) as { reviews: unknown[]; total: number };
    expect(page.reviews.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.reviews.length);
  } finally {
    server.kill('SIGTERM');
  }
  expect(await exited(server)).toBe(0);
});

const withPostgres = process.env.DATABASE_URL ? it : it.skip;
withPostgres(
  'the worker starts with plain node, is scraped on its port and stops on SIGTERM with 0',
  async () => {
    const port = await freePort();
    const worker = spawn(process.execPath, [path.join(compiled.dir, 'cli', 'worker.js')], {
      cwd: API_DIR,
      env: { ...env, WORKER_METRICS_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collect(worker);
    try {
      await waitFor(async () => output().includes('worker started'), 'the worker start', output);
      // Job failures are counted in this process: the scraper reads them here.
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toMatch(/^# TYPE journeys_job_failures_total counter$/m);
    } finally {
      worker.kill('SIGTERM');
    }
    expect(await exited(worker)).toBe(0);
  },
);
