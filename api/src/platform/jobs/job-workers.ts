/**
 * The workers of a queue: `JOBS_CONCURRENCY` pg-boss workers per queue, each fetching a batch
 * and running its jobs side by side (email delivery waits on SMTP, not on this process), each
 * job settled on its own: a failing job is retried alone and the others complete.
 */
import type PgBoss from 'pg-boss';
import type { JobsConfig } from '../config';
import { countJobFailure } from '../metrics';

/** Jobs each worker fetches and runs at once; each is still finished (or failed) on its own. */
const BATCH_SIZE = 20;

export interface JobWorkers {
  /** Starts the workers of queue `name` on `boss`. */
  add<T extends object>(boss: PgBoss, name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Batches being run now: stopping waits for them. */
  running(): number;
}

export function jobWorkers(config: JobsConfig, onError: (err: Error) => void): JobWorkers {
  let batchesRunning = 0;

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
          onError(error);
          countJobFailure(name);
          await boss.fail(name, job.id, { queue: name, message: error.message });
        }
      }),
    );
  };

  return {
    add: async <T extends object>(boss: PgBoss, name: string, handler: (data: T) => Promise<void>) => {
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
    running: () => batchesRunning,
  };
}
