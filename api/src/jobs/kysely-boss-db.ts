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
type AnyKysely = Kysely<any>;

export interface TrackedBossDb extends PgBoss.Db {
  /** Statements pg-boss has started and not yet seen finish. */
  inFlight(): number;
}

export function kyselyBossDb(db: AnyKysely): TrackedBossDb {
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

async function executeSql(
  db: AnyKysely,
  text: string,
  values: unknown[] | undefined,
): Promise<{ rows: unknown[] }> {
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
