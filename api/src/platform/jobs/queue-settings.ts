/**
 * How this app runs pg-boss: its schema, the queue policy every queue gets, and the dead-letter
 * and cron queues beside them (docs/architecture.md §10).
 */
import type PgBoss from 'pg-boss';
import type { JobsConfig } from '../config';

export const DEAD_LETTER_QUEUE = 'dead-letters';
/** pg-boss's tables live in their own schema, beside the app's. */
export const JOBS_SCHEMA = 'pgboss';

export const DEAD_LETTER_OPTIONS: PgBoss.Queue = { name: DEAD_LETTER_QUEUE, policy: 'standard' };
/** pg-boss's own queue for cron (its timekeeper creates it when a process schedules). */
export const CRON_QUEUE = '__pgboss__send-it';

export function bossOptions(db: PgBoss.Db, config: JobsConfig): PgBoss.ConstructorOptions {
  return { db, schema: JOBS_SCHEMA, migrate: true, maintenanceIntervalSeconds: config.maintenanceSeconds };
}

export function queueOptions(name: string, config: JobsConfig): PgBoss.Queue {
  return {
    name,
    // 'short': one queued job per singleton key (send() gives every job without one its own).
    policy: 'short',
    retryLimit: config.retryLimit,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: config.expireSeconds,
    deadLetter: DEAD_LETTER_QUEUE,
  };
}
