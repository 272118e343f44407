/**
 * Least privilege in the database (docs/operations.md §4): migrations run as the tables' owner
 * (MIGRATION_DATABASE_URL), the API and its job worker as a plain login role (DATABASE_URL) that
 * can read and write the app's rows but cannot rewrite the moderators' audit log, switch its
 * triggers off, create or truncate a table. The migration goes through `npm run migrate -w api`
 * itself, the app is the real one on the plain role.
 * PostgreSQL only: DATABASE_URL's server, or the machine's when reachable; skipped otherwise.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDatabase, type DatabaseHandle } from '../src/platform/db/create-database';
import type { MailMessage } from '../src/platform/mailer';
import { changeRole } from '../src/features/moderation/roles';
import { insertFixtures, reviewBody } from './helpers/fixtures';
import { ADMIN_URL, describeWithPostgres } from './helpers/local-postgres';
import { freshPostgres, TEST_RATE_LIMITS } from './helpers/test-app';

const API_DIR = path.resolve(__dirname, '..');

const describePostgres = describeWithPostgres('least-privilege.test.ts');

async function connected<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** `npm run migrate -w api` with the given environment; resolves to its exit code and output. */
function migrateCli(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

function verificationToken(mail: MailMessage | undefined): string {
  const match = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no verification link in mail');
  return match[1];
}

describePostgres('the API on a plain login role, migrated by the owner', () => {
  const role = `journeys_test_app_${randomBytes(6).toString('hex')}`;
  const password = randomBytes(18).toString('base64url');
  let fresh: { url: string; drop: () => Promise<void> };
  let runTimeUrl: string;
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  const mail: MailMessage[] = [];
  const errorLogs: string[] = [];

  beforeAll(async () => {
    fresh = await freshPostgres(ADMIN_URL);
    await connected(ADMIN_URL, (admin) => admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`));
    const url = new URL(fresh.url);
    url.username = role;
    url.password = password;
    runTimeUrl = url.toString();
  }, 30_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fresh?.drop();
    await connected(ADMIN_URL, (admin) => admin.query(`DROP ROLE IF EXISTS ${role}`));
  }, 30_000);

  it('migrates as the owner with MIGRATION_DATABASE_URL, the plain role only read and written to', async () => {
    const { code, output } = await migrateCli({
      DATABASE_URL: runTimeUrl,
      MIGRATION_DATABASE_URL: fresh.url,
    });
    expect({ code, output }).toMatchObject({ code: 0 });
    // Neither role's name nor its password is printed.
    expect(output).not.toContain(role);
    expect(output).not.toContain(password);
    const owners = await connected(fresh.url, async (owner) => {
      const { rows } = await owner.query<{ owner: string }>(
        `SELECT DISTINCT tableowner AS owner FROM pg_tables WHERE schemaname IN ('public', 'pgboss')`,
      );
      return rows.map((row) => row.owner);
    });
    expect(owners).not.toContain(role);
  }, 120_000);

  it('starts on the plain role alone once migrated: nothing to migrate, nothing refused', async () => {
    // compose.yaml's instances: only DATABASE_URL, after the owner's one-shot migration.
    const { code, output } = await migrateCli({ DATABASE_URL: runTimeUrl });
    expect({ code, output }).toMatchObject({ code: 0 });
  }, 60_000);

  it('serves sign-up, posting, the feed and moderation as the plain role, job queue included', async () => {
    const config = loadConfig({ DATABASE_URL: runTimeUrl });
    database = await createDatabase(config.database);
    const fixtures = await insertFixtures(database.db);
    app = await buildApp({
      config,
      database,
      mailer: { send: async (m) => void mail.push(m), close: () => undefined },
      rateLimits: TEST_RATE_LIMITS,
      fastify: { logger: { level: 'error', stream: { write: (line: string) => errorLogs.push(line) } } },
    });
    await app.ready();

    const signUp = async (email: string, username: string) => {
      const verify = await app!.inject({ method: 'POST', url: '/email/verify', payload: { email } });
      expect(verify.statusCode).toBe(202);
      const created = await app!.inject({
        method: 'POST',
        url: '/email/create-password',
        payload: {
          token: verificationToken(mail.at(-1)),
          password: 'correct horse',
          username,
          background: '#bbdefb',
        },
      });
      expect(created.statusCode).toBe(201);
      return { authorization: `Bearer ${created.json<{ token: string }>().token}` };
    };
    const author = await signUp('author@example.com', 'Author');
    const moderator = await signUp('moderator@example.com', 'Moderator');
    await changeRole(database.db, 'grant', 'moderator@example.com', 'test');

    const posted = await app.inject({
      method: 'POST',
      url: '/review',
      headers: author,
      payload: reviewBody(fixtures, {}),
    });
    expect(posted.statusCode).toBe(201);
    const reviewId = posted.json<{ id: number }>().id;
    const feed = await app.inject({ method: 'GET', url: '/reviews' });
    expect(feed.statusCode).toBe(200);
    expect(feed.json<{ reviews: { id: number }[] }>().reviews.map((r) => r.id)).toContain(reviewId);

    const hidden = await app.inject({
      method: 'POST',
      url: `/moderation/items/surgery/${reviewId}/actions`,
      headers: moderator,
      payload: { action: 'hide', reason: 'Misinformation' },
    });
    expect(hidden.statusCode).toBe(200);
    const audit = await database.db.selectFrom('moderation_audit').select('action').orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['grant_moderator', 'hide']);

    // The job queue works on the plain role: a sweep is fetched, run and completed by the worker.
    const sweepsDone = () =>
      connected(fresh.url, async (owner) => {
        const { rows } = await owner.query<{ n: string }>(
          `SELECT count(*) AS n FROM pgboss.job WHERE name = 'alerts-sweep' AND state = 'completed'`,
        );
        return Number(rows[0]?.n);
      });
    const deadline = Date.now() + 15_000;
    while ((await sweepsDone()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await sweepsDone()).toBeGreaterThan(0);
    // Starting it, registering every job and running them failed nowhere (each failure is logged).
    expect(errorLogs).toEqual([]);
  }, 60_000);

  it.each([
    ['delete audit rows', 'DELETE FROM moderation_audit', /permission denied for table moderation_audit/],
    [
      'rewrite audit rows',
      `UPDATE moderation_audit SET reason = 'x'`,
      /permission denied for table moderation_audit/,
    ],
    [
      'switch the audit triggers off',
      'ALTER TABLE moderation_audit DISABLE TRIGGER moderation_audit_no_change',
      /must be owner of table moderation_audit/,
    ],
    ['truncate the audit log', 'TRUNCATE moderation_audit', /permission denied for table moderation_audit/],
    ['truncate a table', 'TRUNCATE users CASCADE', /permission denied for table users/],
    ['create a table', 'CREATE TABLE intruder (id int)', /permission denied for schema public/],
    [
      'create a table beside the jobs',
      'CREATE TABLE pgboss.intruder (id int)',
      /permission denied for schema pgboss/,
    ],
    ['drop a table', 'DROP TABLE reports', /must be owner of table reports/],
    [
      'add a trigger',
      'CREATE TRIGGER t BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION suppress_redundant_updates_trigger()',
      /permission denied for table users|must be owner/,
    ],
    [
      'rewrite the migration history',
      'DELETE FROM kysely_migration',
      /permission denied for table kysely_migration/,
    ],
  ])('cannot %s', async (_what, statement, refusal) => {
    const client = new pg.Client({ connectionString: runTimeUrl });
    await client.connect();
    try {
      await expect(client.query(statement)).rejects.toMatchObject({
        code: '42501',
        message: expect.stringMatching(refusal),
      });
    } finally {
      await client.end();
    }
    const count = await connected(fresh.url, async (owner) => {
      const { rows } = await owner.query<{ n: string }>('SELECT count(*) AS n FROM moderation_audit');
      return Number(rows[0]?.n);
    });
    expect(count).toBe(2);
  });
});
