/**
 * The job queue: pg-boss on the app's database (PGlite or PostgreSQL through the same Kysely
 * handle, kysely-boss-db.ts). Jobs are rows, so they survive a restart; a failing job is retried
 * with exponential backoff and, after its last try, copied to the dead-letter queue
 * (`DEAD_LETTER_QUEUE`), where it stays visible (`npm run jobs:dead-letters -w api`).
 * docs/architecture.md §10.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { JobsConfig } from '../config';
import { countJobFailure } from '../metrics';
import { kyselyBossDb } from './kysely-boss-db';

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

export interface DeadLetter {
  id: string;
  /** The queue the job failed on; null when its worker died on the last try (expired). */
  queue: string | null;
  data: unknown;
  /** The last error, as pg-boss recorded it. */
  error: unknown;
  createdOn: Date;
}

export const DEAD_LETTER_QUEUE = 'dead-letters';
/** pg-boss's tables live in their own schema, beside the app's. */
export const JOBS_SCHEMA = 'pgboss';
/** Jobs each worker fetches and runs at once; each is still finished (or failed) on its own. */
const BATCH_SIZE = 20;
/** On shutdown, running jobs get this long to finish; the rest are failed and retried later. */
const STOP_TIMEOUT_MS = 5000;
/** A start that failed (database unreachable) is tried again after this long. */
const RESTART_DELAY_MS = 5000;

export interface JobQueueOptions {
  // pg-boss's statements name its own schema, which the app's table types do not describe.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  config: JobsConfig;
  onError: (err: Error) => void;
}

const DEAD_LETTER_OPTIONS: PgBoss.Queue = { name: DEAD_LETTER_QUEUE, policy: 'standard' };
/** pg-boss's own queue for cron (its timekeeper creates it when a process schedules). */
const CRON_QUEUE = '__pgboss__send-it';

function bossOptions(db: PgBoss.Db, config: JobsConfig): PgBoss.ConstructorOptions {
  return { db, schema: JOBS_SCHEMA, migrate: true, maintenanceIntervalSeconds: config.maintenanceSeconds };
}

function queueOptions(name: string, config: JobsConfig): PgBoss.Queue {
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

/**
 * Installs or upgrades pg-boss's schema and creates `names` (with the dead-letter and cron
 * queues) as `db`'s role, then stops: the migration step's part for a run-time role that owns
 * nothing and so could create neither (docs/operations.md §4). Creating a queue that exists does
 * nothing, so a later start finds them and needs no right beyond reading and writing rows.
 */
export async function createJobQueues(
  // pg-boss's statements name its own schema, which the app's table types do not describe.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
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

export function createJobQueue(options: JobQueueOptions): StartableJobQueue {
  const { config } = options;
  const bossDb = kyselyBossDb(options.db);
  let batchesRunning = 0;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  // The instance being started or running; a failed start leaves pg-boss unable to start again,
  // so each attempt makes its own.
  let starting: Promise<PgBoss> | undefined;
  const queues = new Map<string, Promise<void>>();

  const started = (): Promise<PgBoss> => {
    if (stopped) return Promise.reject(new Error('The job queue is stopped.'));
    if (!starting) {
      const attempt = (async () => {
        const boss = new PgBoss({
          ...bossOptions(bossDb, config),
          // Maintenance (expiring the jobs of a dead worker, archiving) and cron belong to working processes.
          supervise: config.worker,
          schedule: config.worker,
        });
        boss.on('error', options.onError);
        await boss.start();
        await boss.createQueue(DEAD_LETTER_QUEUE, DEAD_LETTER_OPTIONS);
        return boss;
      })();
      starting = attempt;
      attempt.catch(() => {
        if (starting === attempt) starting = undefined;
      });
    }
    return starting;
  };

  const ensureQueue = async (name: string): Promise<PgBoss> => {
    const boss = await started();
    let created = queues.get(name);
    if (!created) {
      created = boss.createQueue(name, queueOptions(name, config));
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    await created;
    return boss;
  };

  /**
   * The jobs of a batch run side by side (email delivery waits on SMTP, not on this process),
   * each settled on its own: a failing job is retried alone and the others complete.
   */
  const runBatch = async <T extends object>(
    boss: PgBoss,
    name: string,
    jobs: PgBoss.Job<T>[],
    handler: (data: T) => Promise<void>,
  ): Promise<void> => {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await handler(job.data);
        } catch (err) {
          const error = err instanceof Error ? err : new Error(String(err));
          options.onError(error);
          countJobFailure(name);
          await boss.fail(name, job.id, { queue: name, message: error.message });
        }
      }),
    );
  };

  /**
   * pg-boss's stop() returns while a worker may still be inside a fetch or a batch; the caller
   * closes the database next, so wait until nothing of the queue touches it any more.
   */
  const drain = async (): Promise<void> => {
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while ((bossDb.inFlight() > 0 || batchesRunning > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const start = async (onStarted: () => Promise<void>): Promise<void> => {
    try {
      await started();
      await onStarted();
    } catch (err) {
      if (stopped) return;
      options.onError(err instanceof Error ? err : new Error(String(err)));
      retryTimer = setTimeout(() => void start(onStarted), RESTART_DELAY_MS);
    }
  };

  return {
    start,

    send: async (name, data, sendOptions = {}) => {
      const boss = await ensureQueue(name);
      return boss.send(name, data, {
        singletonKey: sendOptions.singletonKey ?? randomUUID(),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
    },

    work: async <T extends object>(name: string, handler: (data: T) => Promise<void>) => {
      const boss = await ensureQueue(name);
      if (!config.worker) return;
      for (let i = 0; i < config.concurrency; i += 1) {
        // Set once registered; the handler runs only after the first fetch.
        const worker: { id?: string } = {};
        worker.id = await boss.work<T>(
          name,
          { batchSize: BATCH_SIZE, pollingIntervalSeconds: config.pollSeconds },
          async (jobs) => {
            batchesRunning += 1;
            try {
              await runBatch(boss, name, jobs, handler);
            } finally {
              batchesRunning -= 1;
            }
            // A full batch means a backlog: fetch again at once instead of after the polling interval.
            if (jobs.length === BATCH_SIZE && worker.id) boss.notifyWorker(worker.id);
          },
        );
      }
    },

    schedule: async (name, cron) => {
      const boss = await ensureQueue(name);
      await boss.schedule(name, cron, {}, { singletonKey: name });
    },

    deadLetters: async (limit = 100) => {
      await started();
      const { rows } = await sql<{
        id: string;
        data: unknown;
        output: { queue?: string } | null;
        created_on: Date;
      }>`
        SELECT id, data, output, created_on FROM ${sql.table(`${JOBS_SCHEMA}.job`)}
        WHERE name = ${DEAD_LETTER_QUEUE} ORDER BY created_on DESC LIMIT ${limit}
      `.execute(options.db);
      return rows.map((row) => ({
        id: row.id,
        queue: row.output?.queue ?? null,
        data: row.data,
        error: row.output,
        createdOn: row.created_on,
      }));
    },

    depths: async () => {
      const { rows } = await sql<{ name: string; waiting: string | number }>`
        SELECT q.name, count(j.id) AS waiting
        FROM ${sql.table(`${JOBS_SCHEMA}.queue`)} q
        LEFT JOIN ${sql.table(`${JOBS_SCHEMA}.job`)} j ON j.name = q.name AND j.state < 'active'
        GROUP BY q.name
      `.execute(options.db);
      return new Map(rows.map((row) => [row.name, Number(row.waiting)]));
    },

    stop: async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const boss = await starting?.catch(() => undefined);
      if (!boss) return;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: false });
      await drain();
    },
  };
}
