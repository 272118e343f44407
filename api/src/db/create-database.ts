/**
 * One factory for both stores: embedded PGlite by default, a real Postgres when a URL is given.
 * Both speak the same SQL, so migrations and queries are shared; only connection handling and
 * LISTEN differ, and those are hidden behind `DatabaseHandle`.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';
import { createPgListener, type Listener } from './pg-listener';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen: Listener;
  close: () => Promise<void>;
}

/** Fail fast when Postgres is gone so callers answer 503 instead of hanging. */
const CONNECT_TIMEOUT_MS = 2000;
/**
 * Connections per API instance. Enough that 50 concurrent requests of index-lookup work queue
 * only briefly for a client (a wait longer than CONNECT_TIMEOUT_MS becomes a 503), few enough
 * that several instances stay well under Postgres' default max_connections of 100.
 */
const POOL_MAX = 20;
/** PGlite ignores this; on Postgres it bounds a runaway query. */
const STATEMENT_TIMEOUT_MS = 10_000;

export async function createDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) return createPostgres(config.databaseUrl);
  return createPglite(config.pgliteDir);
}

async function createPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  // The dialect serializes every connection request onto PGlite's single session, so two
  // requests never interleave inside one transaction.
  const dialect: Dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unlisten = await pglite.listen(channel, onPayload);
      return () => unlisten();
    },
    // Destroying the dialect closes PGlite as well (kysely-pglite-dialect ≥1.3).
    close: () => db.destroy(),
  };
}

async function createPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle client dropped by the server (restart, 57P01) emits 'error' on the pool; without a
  // handler that would crash the process instead of failing the next query with a 503.
  pool.on('error', () => undefined);
  // pg-pool takes its listener off a client while it is checked out, so a connection dropped
  // between two queries of a request (e.g. inside a transaction) would crash the process too.
  // With this one the request's next query fails (→ 503) and release() drops the broken client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listener = createPgListener(connectionString);
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await db.destroy();
    },
  };
}
