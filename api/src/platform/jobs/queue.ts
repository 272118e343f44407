/**
 * The job queue: pg-boss on the app's database (PGlite or PostgreSQL through the same Kysely
 * handle, kysely-boss-db.ts). Jobs are rows, so they survive a restart; a failing job is retried
 * with exponential backoff and, after its last try, copied to the dead-letter queue
 * (`DEAD_LETTER_QUEUE`), where it stays visible (`npm run jobs:dead-letters -w api`).
 * docs/architecture.md §10.
 */
import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { JobsConfig } from '../config';
import { bossInstance } from './boss-instance';
import { readDeadLetters, readQueueDepths, type DeadLetter } from './job-tables';
import { jobWorkers } from './job-workers';
import { kyselyBossDb, type JobsDb } from './kysely-boss-db';
import { queueOptions } from './queue-settings';

export { DEAD_LETTER_QUEUE, JOBS_SCHEMA } from './queue-settings';
export type { DeadLetter } from './job-tables';

export interface JobQueue {
  /** Enqueue; `singletonKey` dedupes queued jobs; returns the job id or null when deduped. */
  send(
    name: string,
    data: object,
    options?: { startAfter?: Date; singletonKey?: string },
  ): Promise<string | null>;
  /** Register a handler; batches allowed. Throwing = retry with backoff; after the last try → dead letter. */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** A recurring job, cron syntax (pg-boss schedule). */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

export interface StartableJobQueue extends JobQueue {
  /**
   * Installs or upgrades pg-boss's schema, then runs maintenance and cron when this process works
   * jobs, then `onStarted` (handler registration). Resolves after the first attempt: while the
   * database is unreachable it tries again every few seconds until `stop()`, so the API still
   * starts (and answers 503) during an outage.
   */
  start(onStarted: () => Promise<void>): Promise<void>;
  /** The dead-letter queue's jobs, newest first. */
  deadLetters(limit?: number): Promise<DeadLetter[]>;
  /**
   * Jobs waiting to run (created or retry: pg-boss's getQueueSize) of every queue, in one
   * query; queues without any are 0. Fails while pg-boss's schema is not installed yet.
   */
  depths(): Promise<Map<string, number>>;
}

/** On shutdown, running jobs get this long to finish; the rest are failed and retried later. */
const STOP_TIMEOUT_MS = 5000;

export interface JobQueueOptions {
  db: JobsDb;
  config: JobsConfig;
  onError: (err: Error) => void;
}

/** Resolves once `busy()` is false, or after `timeoutMs`. */
async function idle(busy: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (busy() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

export function createJobQueue(options: JobQueueOptions): StartableJobQueue {
  const { config } = options;
  const bossDb = kyselyBossDb(options.db);
  const boss = bossInstance(bossDb, config, options.onError);
  const workers = jobWorkers(config, options.onError);
  const queues = new Map<string, Promise<void>>();

  /** The running instance, with queue `name` created on it (once per process). */
  const withQueue = async (name: string): Promise<PgBoss> => {
    const running = await boss.started();
    let created = queues.get(name);
    if (!created) {
      created = running.createQueue(name, queueOptions(name, config));
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    await created;
    return running;
  };

  return {
    start: boss.start,

    send: async (name, data, sendOptions = {}) => {
      const running = await withQueue(name);
      return running.send(name, data, {
        singletonKey: sendOptions.singletonKey ?? randomUUID(),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
    },

    work: async <T extends object>(name: string, handler: (data: T) => Promise<void>) => {
      const running = await withQueue(name);
      if (config.worker) await workers.add(running, name, handler);
    },

    schedule: async (name, cron) => {
      const running = await withQueue(name);
      await running.schedule(name, cron, {}, { singletonKey: name });
    },

    deadLetters: async (limit = 100) => {
      await boss.started();
      return readDeadLetters(options.db, limit);
    },

    depths: () => readQueueDepths(options.db),

    stop: async () => {
      const running = await boss.stop();
      if (!running) return;
      await running.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: false });
      // pg-boss's stop() returns while a worker may still be inside a fetch or a batch; the
      // caller closes the database next, so wait until nothing of the queue touches it any more.
      await idle(() => bossDb.inFlight() > 0 || workers.running() > 0, STOP_TIMEOUT_MS);
    },
  };
}
