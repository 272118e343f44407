/**
 * Several processes (API instances and the worker) starting at once on a fresh database: each
 * installs pg-boss's schema and creates the same queues at the same moment. pg-boss 10's
 * create_queue() inserts the queue row and then builds its partition (CREATE TABLE, foreign keys
 * to pgboss.queue, ATTACH PARTITION) in one transaction without a lock of its own, so two such
 * transactions deadlocked (40P01) and the first send of those processes failed.
 * PostgreSQL only: DATABASE_URL's server, or the machine's when reachable; skipped otherwise.
 */
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../src/platform/db/create-database';
import {
  createJobQueue,
  DEAD_LETTER_QUEUE,
  JOBS_SCHEMA,
  type StartableJobQueue,
} from '../src/platform/jobs/queue';
import { ADMIN_URL, describeWithPostgres } from './helpers/local-postgres';
import { freshPostgres, quickJobsConfig } from './helpers/test-app';

/** Three API instances and the worker, plus one more. */
const PROCESSES = 5;
const QUEUES = ['concurrent-a', 'concurrent-b', 'concurrent-c'];
/** Fresh databases per run: one start race each, so a lucky interleaving rarely hides the defect. */
const ROUNDS = 3;

const describePostgres = describeWithPostgres('queue-concurrent-start.test.ts');

interface Instance {
  database: DatabaseHandle;
  queue: StartableJobQueue;
}

async function oneRound(): Promise<void> {
  const fresh = await freshPostgres(ADMIN_URL);
  const errors: unknown[] = [];
  const instances: Instance[] = [];
  try {
    for (let i = 0; i < PROCESSES; i += 1) {
      // Each "process" has its own pool, as separate processes do.
      const database = await createDatabase({ databaseUrl: fresh.url });
      const queue = createJobQueue({
        db: database.db,
        // The last one is the worker (maintenance and cron); the others only enqueue.
        config: quickJobsConfig(i === PROCESSES - 1),
        onError: (err) => errors.push(err),
      });
      instances.push({ database, queue });
    }
    // All start together; once started, each sends to every queue at once (app.ts onReady →
    // registerJobs). A failed start or send lands in `errors`.
    await Promise.all(
      instances.map(({ queue }, i) =>
        queue.start(async () => {
          const sent = await Promise.allSettled(QUEUES.map((name) => queue.send(name, { i })));
          for (const result of sent) if (result.status === 'rejected') errors.push(result.reason);
        }),
      ),
    );
    expect(errors.map((err) => `${(err as { code?: string }).code ?? ''} ${String(err)}`)).toEqual([]);

    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    try {
      const { rows: queues } = await client.query<{ name: string; n: string }>(
        `SELECT name, count(*) AS n FROM ${JOBS_SCHEMA}.queue WHERE name = ANY($1) GROUP BY name ORDER BY name`,
        [[...QUEUES, DEAD_LETTER_QUEUE]],
      );
      expect(queues.map((row) => [row.name, Number(row.n)])).toEqual(
        [...QUEUES, DEAD_LETTER_QUEUE].sort().map((name) => [name, 1]),
      );
      const { rows: jobs } = await client.query<{ name: string; n: string }>(
        `SELECT name, count(*) AS n FROM ${JOBS_SCHEMA}.job WHERE name = ANY($1) GROUP BY name ORDER BY name`,
        [QUEUES],
      );
      expect(jobs.map((row) => [row.name, Number(row.n)])).toEqual(QUEUES.map((name) => [name, PROCESSES]));
    } finally {
      await client.end();
    }
  } finally {
    for (const { queue, database } of instances) {
      await queue.stop();
      await database.close();
    }
    await fresh.drop();
  }
}

describePostgres('job queues of several processes starting at once on a fresh database', () => {
  it('all start, create each queue once, and every send succeeds', async () => {
    for (let round = 0; round < ROUNDS; round += 1) await oneRound();
  }, 120_000);
});
