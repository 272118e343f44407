/**
 * Postgres dropping a connection the pool has handed out (restart, failover, admin kill) while
 * the API holds it between two queries — e.g. inside a transaction while Node does its part.
 * pg-pool removes its error listener from a checked-out client, so without one of our own the
 * server's FATAL 57P01 is an unhandled 'error' event that kills the whole API process
 * (found by bench/pg-restart.ts). Postgres only: PGlite has no server to drop the connection.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../src/platform/db/create-database';
import { isDatabaseUnavailable } from '../src/platform/http/error-handler';

const databaseUrl = process.env.DATABASE_URL;
const describePostgres = databaseUrl ? describe : describe.skip;

describePostgres('a pooled connection dropped by the server while checked out', () => {
  it('fails that request as unavailable without crashing, and the pool recovers', async () => {
    const database = await createDatabase({ databaseUrl });
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      let failure: unknown;
      await database.db
        .connection()
        .execute(async (conn) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
          await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
          // The FATAL arrives while the client is checked out and idle.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(conn);
        })
        .catch((err: unknown) => {
          failure = err;
        });
      expect(failure).toBeDefined();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // The broken client left the pool: the next query gets a fresh connection.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
