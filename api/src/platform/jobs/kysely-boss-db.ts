/**
 * pg-boss's database adapter (its `db` option) on the app's own Kysely handle, so the queue runs
 * on PGlite as well as on PostgreSQL with one code path: on PGlite every statement then waits its
 * turn on the single session with the app's transactions instead of interleaving with them
 * (docs/architecture.md §10).
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { splitSqlStatements } from './split-sql';

// pg-boss's statements name its own schema, which the app's table types do not describe.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JobsDb = Kysely<any>;

export interface TrackedBossDb extends PgBoss.Db {
  /** Statements pg-boss has started and not yet seen finish. */
  inFlight(): number;
}

export function kyselyBossDb(db: JobsDb): TrackedBossDb {
  let running = 0;
  const execute: PgBoss.Db['executeSql'] = async (text, values) => {
    running += 1;
    try {
      return await executeSql(db, text, values);
    } finally {
      running -= 1;
    }
  };
  return { executeSql: execute, inFlight: () => running };
}

/**
 * pg-boss 10's `createQueue` (`SELECT pgboss.create_queue($1, $2)`, also called by pg-boss itself
 * on start) inserts the queue's row and then builds its partition, whose foreign key to
 * pgboss.queue needs a SHARE ROW EXCLUSIVE lock on that table, in one transaction with no lock of
 * its own. The row insert of any other create_queue in flight holds ROW EXCLUSIVE on it (or makes a
 * second insert of the same name wait), so two at once deadlock (40P01): seen when API instances
 * and the worker started together on a fresh database. Each therefore runs in a transaction that
 * first takes this advisory lock, so they run one at a time across every connection of every
 * process; the later one then finds the queue and does nothing. A transaction lock ends with the
 * commit or the rollback, so a crash leaves nothing held; on PGlite (one session, no other
 * process) the lock is simply free.
 */
const CREATE_QUEUE = /^\s*SELECT\s+\S+\.create_queue\(/i;
const CREATE_QUEUE_LOCK = CompiledQuery.raw(
  "SELECT pg_advisory_xact_lock(hashtext('journeys.pgboss.create_queue'))",
  [],
);

async function executeSql(
  db: JobsDb,
  text: string,
  values: unknown[] | undefined,
): Promise<{ rows: unknown[] }> {
  if (CREATE_QUEUE.test(text)) {
    return db.transaction().execute(async (trx) => {
      await trx.executeQuery(CREATE_QUEUE_LOCK);
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    });
  }
  if (values && values.length > 0) {
    const result = await db.executeQuery(CompiledQuery.raw(text, values));
    return { rows: [...result.rows] };
  }
  // Without parameters pg-boss may send a script (BEGIN; …; COMMIT): its statements run one by
  // one on a single connection, so the transaction and its advisory lock hold throughout.
  const statements = splitSqlStatements(text);
  return db.connection().execute(async (connection) => {
    let rows: unknown[] = [];
    try {
      for (const statement of statements) {
        const result = await connection.executeQuery(CompiledQuery.raw(statement, []));
        rows = [...result.rows];
      }
    } catch (err) {
      if (statements.length > 1)
        await connection.executeQuery(CompiledQuery.raw('ROLLBACK', [])).catch(() => undefined);
      throw err;
    }
    return { rows };
  });
}
