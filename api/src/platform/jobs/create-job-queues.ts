/**
 * The migration step's part of the job queue, for a run-time role that owns nothing and so
 * could create neither pg-boss's schema nor a queue (docs/operations.md §4).
 */
import PgBoss from 'pg-boss';
import type { JobsConfig } from '../config';
import { kyselyBossDb, type JobsDb } from './kysely-boss-db';
import {
  bossOptions,
  CRON_QUEUE,
  DEAD_LETTER_OPTIONS,
  DEAD_LETTER_QUEUE,
  queueOptions,
} from './queue-settings';

/**
 * Installs or upgrades pg-boss's schema and creates `names` (with the dead-letter and cron
 * queues) as `db`'s role, then stops. Creating a queue that exists does nothing, so a later start
 * finds them and needs no right beyond reading and writing rows.
 */
export async function createJobQueues(
  db: JobsDb,
  config: JobsConfig,
  names: readonly string[],
): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(kyselyBossDb(db), config), supervise: false, schedule: false });
  let failure: Error | undefined;
  boss.on('error', (err: Error) => (failure ??= err));
  await boss.start();
  try {
    await boss.createQueue(DEAD_LETTER_QUEUE, DEAD_LETTER_OPTIONS);
    await boss.createQueue(CRON_QUEUE);
    for (const name of names) await boss.createQueue(name, queueOptions(name, config));
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
  if (failure) throw failure;
}
