/**
 * One factory for both stores: embedded PGlite by default, a real Postgres when a URL is given.
 * Both speak the same SQL, so migrations and queries are shared; only connection handling and
 * LISTEN differ, and those are hidden behind `DatabaseHandle`.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type Dialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseConfig } from '../config';
import type { PoolStats } from '../metrics';
import type { Database } from './schema';
import { createPgListener, type Listener } from './pg-listener';
import { CLOSE_GRACE_MS, settlesWithin } from './settles-within';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen: Listener;
  /** The pool's connections and waiting queries (GET /metrics); PGlite has no pool. */
  poolStats?: () => PoolStats;
  close: () => Promise<void>;
}

/**
 * Connections per API instance. Enough that 50 concurrent requests of index-lookup work queue
 * only briefly for a client (a wait longer than the connect timeout becomes a 503), few enough
 * that several instances stay well under Postgres' default max_connections of 100.
 */
const POOL_MAX = 20;
/**
 * The client-side query deadline trails statement_timeout so a slow query is cancelled by the
 * server (the connection stays usable); only a connection that stopped answering hits it.
 */
const QUERY_TIMEOUT_GRACE_MS = 1000;
/** First TCP keep-alive probe after this much silence, so a vanished peer is found eventually. */
const KEEP_ALIVE_DELAY_MS = 10_000;

export async function createDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl)
    return createPostgres({ ...DEFAULT_DATABASE_TIMEOUTS, ...config, databaseUrl: config.databaseUrl });
  return createPglite(config.pgliteDir);
}

/** The extensions every PGlite database loads; a data directory made with them needs them back. */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function createPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return pgliteHandle(await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS }));
}

/** The handle over a PGlite instance made elsewhere (e.g. loaded from a dumped data directory). */
export function pgliteHandle(pglite: PGlite): DatabaseHandle {
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

type PostgresConfig = Required<Omit<DatabaseConfig, 'pgliteDir' | 'migrationDatabaseUrl'>>;

/** pg settings every connection to Postgres uses, the pool's and the LISTEN client's. */
export function connectionSettings(config: PostgresConfig): pg.ClientConfig {
  return {
    connectionString: config.databaseUrl,
    connectionTimeoutMillis: config.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    statement_timeout: config.queryTimeoutMs,
    query_timeout: config.queryTimeoutMs > 0 ? config.queryTimeoutMs + QUERY_TIMEOUT_GRACE_MS : undefined,
    idle_in_transaction_session_timeout: config.idleInTransactionTimeoutMs,
  };
}

/** pg gives up waiting for an answer with this message but leaves the query on the connection. */
function isQueryTimeout(err: unknown): boolean {
  return err instanceof Error && err.message === 'Query read timeout';
}

/**
 * The pool as Kysely sees it. pg keeps a timed-out query as the connection's active one, so a
 * connection that stopped answering would go back to the pool and stall every later query on
 * it: such a client is closed and released with its error, which takes it out of the pool.
 */
function dropTimedOutClients(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      let failure: Error | undefined;
      const query = async (text: string, parameters: readonly unknown[]) => {
        try {
          return await client.query(text, [...parameters]);
        } catch (err) {
          if (isQueryTimeout(err)) failure = err as Error;
          throw err;
        }
      };
      return {
        // Kysely asks for the cursor overload only when the dialect is given a cursor class.
        query: query as unknown as PostgresPoolClient['query'],
        release: () => {
          // Dropped at once: the server that stopped answering would not acknowledge a goodbye.
          if (failure) client.connection.stream.destroy();
          client.release(failure);
        },
      };
    },
    end: () => pool.end(),
  };
}

async function createPostgres(config: PostgresConfig): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ ...connectionSettings(config), max: POOL_MAX, idleTimeoutMillis: 30_000 });
  // Each connection until its socket closes: a polite end() does not close a black-holed one.
  const open = new Map<pg.PoolClient, Promise<void>>();
  // An idle client dropped by the server (restart, 57P01) emits 'error' on the pool; without a
  // handler that would crash the process instead of failing the next query with a 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // pg-pool takes its listener off a client while it is checked out, so a connection dropped
    // between two queries of a request (e.g. inside a transaction) would crash the process too.
    // With this one the request's next query fails (→ 503) and release() drops the broken client.
    client.on('error', () => undefined);
    open.set(client, new Promise((resolve) => client.once('end', resolve)));
    client.once('end', () => open.delete(client));
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: dropTimedOutClients(pool) }) });
  const listener = createPgListener(connectionSettings(config));
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    }),
    close: async () => {
      const pooled = db.destroy().then(() => Promise.all(open.values()));
      const [, ended] = await Promise.all([listener.close(), settlesWithin(pooled, CLOSE_GRACE_MS)]);
      if (!ended) for (const client of open.keys()) client.connection.stream.destroy();
    },
  };
}
