/**
 * A write that waits on a row lock longer than the query deadline (a long transaction elsewhere,
 * a saturated database) is cancelled by PostgreSQL's statement_timeout. That is the database being
 * busy, not a bug: the client gets 503 SERVICE_UNAVAILABLE, which the proxy may retry on another
 * instance, never a 500. PostgreSQL only (PGlite runs one statement at a time).
 */
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDatabase } from '../src/platform/db/create-database';
import { migrateToLatest } from '../src/platform/db/migrator';
import { createSession } from '../src/features/auth/sessions';
import { freshPostgres, TEST_RATE_LIMITS } from './helpers/test-app';

it('answers 503, not 500, when a statement times out waiting for a lock', async () => {
  const fresh = await freshPostgres();
  const database = await createDatabase({ databaseUrl: fresh.url, queryTimeoutMs: 500 });
  const holder = new pg.Client({ connectionString: fresh.url });
  try {
    await migrateToLatest(database.db);
    const { id } = await database.db
      .insertInto('users')
      .values({ username: 'locked_out', email: 'locked_out@example.com', background: '#e0e0e0' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(database.db, id);
    const app = await buildApp({
      config: loadConfig({}),
      database,
      rateLimits: TEST_RATE_LIMITS,
      mailer: { send: async () => undefined, close: () => undefined },
    });
    try {
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM sessions WHERE user_id = $1 FOR UPDATE', [id]);
      // Logging out revokes the session row the other transaction holds.
      const res = await app.inject({
        method: 'POST',
        url: '/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      await holder.query('ROLLBACK');
      // Once the lock is gone the same call succeeds.
      const again = await app.inject({
        method: 'POST',
        url: '/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(again.statusCode).toBeLessThan(300);
    } finally {
      await app.close();
    }
  } finally {
    await holder.end().catch(() => undefined);
    await database.close();
    await fresh.drop();
  }
});
