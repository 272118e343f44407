/**
 * Builds the real app on a fresh database per test file: PGlite in memory always, and a
 * throw-away Postgres database (journeys_test_<random>) when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type AppConfig, type JobsConfig } from '../../src/platform/config';
import { createDatabase, type DatabaseHandle } from '../../src/platform/db/create-database';
import { migrateToLatest } from '../../src/platform/db/migrator';
import type { MailMessage, Mailer } from '../../src/platform/mailer';
import { createSession } from '../../src/features/auth/sessions';
import { migratedPglite, postgresTemplate } from './database-templates';
import { insertFixtures, type Fixtures } from './fixtures';

export type Backend = 'pglite' | 'postgres';
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Generous limits so ordinary tests never trip them; rate-limit tests pass their own. */
export const TEST_RATE_LIMITS = {
  windowMs: 60_000,
  login: 10_000,
  signup: 10_000,
  email: 10_000,
  comment: 10_000,
  streamTicket: 10_000,
  account: 10_000,
  report: 10_000,
};

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The throw-away Postgres database (postgres backend only), e.g. for a second app instance. */
  databaseUrl?: string;
  config: AppConfig;
  fixtures: Fixtures;
  mail: MailMessage[];
  member: (username?: string) => Promise<Member>;
  close: () => Promise<void>;
}

export interface Member {
  id: number;
  token: string;
  username: string;
  auth: { authorization: string };
}

/** The machine's PostgreSQL, for suites that need a real server even when DATABASE_URL is unset. */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A job queue for tests that start one by hand: quick polls and retries, one job at a time. */
export function quickJobsConfig(worker: boolean): JobsConfig {
  return {
    worker,
    pollSeconds: 1,
    concurrency: 1,
    retryLimit: 1,
    retryDelaySeconds: 1,
    expireSeconds: 60,
    maintenanceSeconds: 60,
  };
}

/** An empty database on the server, or a copy of a migrated template when one is named. */
export async function freshPostgres(
  adminUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES_URL,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `journeys_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let usernameSeq = 0;

export async function startTestApp(
  backend: Backend,
  options: Partial<Pick<BuildAppOptions, 'rateLimits' | 'mailer' | 'clock'>> & {
    config?: Partial<AppConfig>;
    /** Kysely plugins on the app's database handle only, e.g. a query counter. */
    plugins?: KyselyPlugin[];
    /** Server options such as a logger writing to a test stream. */
    fastify?: FastifyServerOptions;
  } = {},
): Promise<TestApp> {
  let drop = async () => undefined as void;
  let database: DatabaseHandle;
  let databaseUrl: string | undefined;
  if (backend === 'postgres') {
    const adminUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES_URL;
    const fresh = await freshPostgres(adminUrl, postgresTemplate(adminUrl));
    drop = fresh.drop;
    databaseUrl = fresh.url;
    database = await createDatabase({ databaseUrl: fresh.url });
    // A no-op on a template's copy; builds the schema on a server without a template.
    await migrateToLatest(database.db);
  } else {
    database = await migratedPglite();
  }
  const fixtures = await insertFixtures(database.db);
  const mail: MailMessage[] = [];
  const captured: Mailer = {
    send: async (m) => {
      mail.push(m);
    },
    close: () => undefined,
  };
  const config: AppConfig = { ...loadConfig({}), ...options.config };
  const appDb = (options.plugins ?? []).reduce((db, plugin) => db.withPlugin(plugin), database.db);
  const app = await buildApp({
    config,
    database: { ...database, db: appDb },
    fastify: options.fastify,
    mailer: options.mailer ?? captured,
    rateLimits: { ...TEST_RATE_LIMITS, ...options.rateLimits },
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl,
    config,
    fixtures,
    mail,
    member: async (username) => {
      const name = username ?? `member_${++usernameSeq}_${randomBytes(2).toString('hex')}`;
      const { id } = await database.db
        .insertInto('users')
        .values({ username: name, email: `${name.toLowerCase()}@example.com`, background: '#e0e0e0' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await createSession(database.db, id);
      return { id, token, username: name, auth: { authorization: `Bearer ${token}` } };
    },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export function json<T = unknown>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

/** Row counts of every table a write could touch: equal before and after means nothing was written. */
export async function tableCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = [
    'users',
    'sessions',
    'email_verifications',
    'pending_facebook_auths',
    'reviews',
    'review_procedures',
    'updates',
    'comments',
    'notifications',
  ] as const;
  const out: Record<string, number> = {};
  for (const t of tables) {
    const row = await database.db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    out[t] = Number(row.n);
  }
  return out;
}
