/**
 * `npm run db:backup` and `npm run db:restore` (scripts/db-backup), run as an operator runs them:
 * a seeded database with queued pg-boss jobs is backed up and restored into a fresh database, which
 * then holds the same rows in every table of `public` and `pgboss`, and takes new rows (its
 * sequences came along). The refusals an operator can meet exit 1 with one line and touch nothing.
 * PostgreSQL only: DATABASE_URL's server, or the machine's when reachable; skipped otherwise.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../src/platform/db/create-database';
import { migrateToLatest } from '../src/platform/db/migrator';
import { createJobQueue } from '../src/platform/jobs/queue';
import { seed } from '../src/features/seed/run-seed';
import { createSession } from '../src/features/auth/sessions';
import { freshPostgres, LOCAL_POSTGRES_URL, quickJobsConfig } from './helpers/test-app';

const ROOT = path.join(__dirname, '..', '..');
const ADMIN_URL = process.env.DATABASE_URL ?? LOCAL_POSTGRES_URL;
const QUEUED_JOBS = 3;

/** With DATABASE_URL set (CI) a missing server or pg_dump fails the suite instead of skipping it. */
function skipReason(): string | undefined {
  if (process.env.DATABASE_URL) return undefined;
  if (spawnSync('pg_dump', ['--version']).status !== 0) return 'pg_dump is not installed';
  if (spawnSync('pg_isready', ['--quiet', '--dbname', ADMIN_URL]).status !== 0) {
    return `no PostgreSQL at ${LOCAL_POSTGRES_URL} and DATABASE_URL is unset`;
  }
  return undefined;
}

const reason = skipReason();
if (reason) console.warn(`backup-restore.test.ts skipped: ${reason}`);
const describePostgres = reason ? describe.skip : describe;

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run -s <script> -- <args>` at the repository root; -s keeps npm's own lines out of the output. */
function npmRun(script: string, args: string[], env: Record<string, string | undefined>): Promise<ScriptRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', script, '--', ...args], {
      cwd: ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** Exact row counts of every table (partitions included) in the app's and pg-boss's schemas. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND n.nspname IN ('public', 'pgboss')
       ORDER BY 1, 2`,
    );
    const counts: Record<string, number> = {};
    for (const { schema, name } of tables) {
      const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
      counts[`${schema}.${name}`] = Number(rows[0]?.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

describePostgres('database backup and restore (npm run db:backup, db:restore)', () => {
  const backupDir = mkdtempSync(path.join(tmpdir(), 'journeys-backups-'));
  let source: Awaited<ReturnType<typeof freshPostgres>>;
  let target: Awaited<ReturnType<typeof freshPostgres>>;
  let sourceCounts: Record<string, number>;
  let backupFile: string;

  beforeAll(async () => {
    source = await freshPostgres(ADMIN_URL);
    target = await freshPostgres(ADMIN_URL);
    const database = await createDatabase({ databaseUrl: source.url });
    const queue = createJobQueue({
      db: database.db,
      config: quickJobsConfig(false),
      onError: (err) => {
        throw err;
      },
    });
    try {
      await migrateToLatest(database.db);
      await seed(database.db);
      // Rows written after the seed, as a live site has them: a session, and jobs waiting in pg-boss.
      const user = await database.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
      await createSession(database.db, user.id);
      await queue.start(async () => undefined);
      const later = new Date(Date.now() + 86_400_000);
      for (let i = 0; i < QUEUED_JOBS; i += 1) {
        await queue.send('backup-restore-test', { i }, { startAfter: later });
      }
    } finally {
      await queue.stop();
      await database.close();
    }
    sourceCounts = await rowCounts(source.url);
  }, 120_000);

  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('backs up to BACKUP_DIR and prints the file, its size and the time taken', async () => {
    const run = await npmRun('db:backup', [], { DATABASE_URL: source.url, BACKUP_DIR: backupDir });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const files = readdirSync(backupDir);
    expect(files).toEqual([expect.stringMatching(/^journeys_test_[0-9a-f]+-\d{8}T\d{6}Z\.dump$/)]);
    backupFile = path.join(backupDir, files[0] ?? '');
    expect(lines(run.stdout)).toEqual([
      expect.stringMatching(new RegExp(`${files[0]} \\(\\d+\\.\\d (kB|MB), \\d+\\.\\d s\\)$`)),
    ]);
  }, 60_000);

  it('restores into a fresh database with the same rows in every table, and the site can write to it', async () => {
    // Meaningful only if the source holds app rows and pg-boss jobs.
    expect(sourceCounts['public.users']).toBeGreaterThan(10);
    expect(sourceCounts['public.reviews']).toBeGreaterThan(10);
    expect(sourceCounts['public.sessions']).toBe(1);
    expect(sourceCounts['pgboss.job']).toBeGreaterThanOrEqual(QUEUED_JOBS);

    const run = await npmRun('db:restore', [backupFile], { DATABASE_URL: target.url });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(
      `Rows: users ${sourceCounts['public.users']}, reviews ${sourceCounts['public.reviews']}`,
    );
    expect(await rowCounts(target.url)).toEqual(sourceCounts);

    const restored = await createDatabase({ databaseUrl: target.url });
    try {
      const { id } = await restored.db
        .insertInto('users')
        .values({ username: 'after_restore', email: 'after-restore@example.com', background: '#e0e0e0' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(id).toBeGreaterThan(sourceCounts['public.users'] ?? 0);
      await restored.db.deleteFrom('users').where('id', '=', id).execute();
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('refuses a database that already has tables unless --clean, which replaces them in one transaction', async () => {
    const refused = await npmRun('db:restore', [backupFile], { DATABASE_URL: target.url });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(lines(refused.stderr)).toEqual([
      expect.stringMatching(/^db:restore: refusing to restore: .*--clean/),
    ]);

    // A change since the backup, and an object of the target's own that blocks the replacement.
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await client.query('DELETE FROM comments');
      await client.query('CREATE VIEW member_names AS SELECT username FROM users');
      const changed = await rowCounts(target.url);
      const blocked = await npmRun('db:restore', ['--clean', backupFile], { DATABASE_URL: target.url });
      expect(blocked.code).toBe(1);
      expect(lines(blocked.stderr)).toEqual([
        expect.stringMatching(/^db:restore: restore failed, nothing was changed .*member_names depends on/),
      ]);
      expect(await rowCounts(target.url)).toEqual(changed);

      await client.query('DROP VIEW member_names');
      const cleaned = await npmRun('db:restore', ['--clean', backupFile], { DATABASE_URL: target.url });
      expect(cleaned).toMatchObject({ code: 0, stderr: '' });
      expect(await rowCounts(target.url)).toEqual(sourceCounts);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('refuses a file that is not a backup, with one line, and restores nothing', async () => {
    const empty = await freshPostgres(ADMIN_URL);
    try {
      const garbage = path.join(backupDir, 'garbage.dump');
      writeFileSync(garbage, 'not a backup\n'.repeat(100));
      const run = await npmRun('db:restore', [garbage], { DATABASE_URL: empty.url });
      expect(run.code).toBe(1);
      expect(lines(run.stderr)).toEqual([
        expect.stringMatching(/^db:restore: .*garbage\.dump is not a pg_dump custom-format archive/),
      ]);
      expect(await rowCounts(empty.url)).toEqual({});

      const missing = await npmRun('db:restore', [path.join(backupDir, 'missing.dump')], {
        DATABASE_URL: empty.url,
      });
      expect(missing.code).toBe(1);
      expect(lines(missing.stderr)).toEqual([
        expect.stringMatching(/^db:restore: cannot read .*no such file/),
      ]);
    } finally {
      await empty.drop();
    }
  }, 60_000);

  it('refuses without DATABASE_URL, and a failed dump leaves no file behind', async () => {
    const dir = mkdtempSync(path.join(backupDir, 'failed-'));
    const unset = await npmRun('db:backup', [], { DATABASE_URL: undefined, BACKUP_DIR: dir });
    expect(unset.code).toBe(1);
    expect(lines(unset.stderr)).toEqual([
      expect.stringMatching(/^db:backup: DATABASE_URL is not set.*\.data\/pglite/),
    ]);

    const missingDb = new URL(source.url);
    missingDb.pathname = '/journeys_test_does_not_exist';
    const failed = await npmRun('db:backup', [], { DATABASE_URL: missingDb.toString(), BACKUP_DIR: dir });
    expect(failed.code).toBe(1);
    expect(lines(failed.stderr)).toEqual([
      expect.stringMatching(/^db:backup: pg_dump failed, no backup written: .*does not exist/),
    ]);
    expect(readdirSync(dir)).toEqual([]);
  }, 60_000);
});
