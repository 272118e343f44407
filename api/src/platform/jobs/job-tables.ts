/** What the app reads from pg-boss's own tables: the dead letters and how many jobs wait. */
import { sql } from 'kysely';
import type { JobsDb } from './kysely-boss-db';
import { DEAD_LETTER_QUEUE, JOBS_SCHEMA } from './queue-settings';

export interface DeadLetter {
  id: string;
  /** The queue the job failed on; null when its worker died on the last try (expired). */
  queue: string | null;
  data: unknown;
  /** The last error, as pg-boss recorded it. */
  error: unknown;
  createdOn: Date;
}

/** The dead-letter queue's jobs, newest first. */
export async function readDeadLetters(db: JobsDb, limit: number): Promise<DeadLetter[]> {
  const { rows } = await sql<{
    id: string;
    data: unknown;
    output: { queue?: string } | null;
    created_on: Date;
  }>`
    SELECT id, data, output, created_on FROM ${sql.table(`${JOBS_SCHEMA}.job`)}
    WHERE name = ${DEAD_LETTER_QUEUE} ORDER BY created_on DESC LIMIT ${limit}
  `.execute(db);
  return rows.map((row) => ({
    id: row.id,
    queue: row.output?.queue ?? null,
    data: row.data,
    error: row.output,
    createdOn: row.created_on,
  }));
}

/** Jobs waiting to run (created or retry) per queue, in one query; queues without any are 0. */
export async function readQueueDepths(db: JobsDb): Promise<Map<string, number>> {
  const { rows } = await sql<{ name: string; waiting: string | number }>`
    SELECT q.name, count(j.id) AS waiting
    FROM ${sql.table(`${JOBS_SCHEMA}.queue`)} q
    LEFT JOIN ${sql.table(`${JOBS_SCHEMA}.job`)} j ON j.name = q.name AND j.state < 'active'
    GROUP BY q.name
  `.execute(db);
  return new Map(rows.map((row) => [row.name, Number(row.waiting)]));
}
