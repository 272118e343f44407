/**
 * The one pg-boss instance of a job queue. A failed start leaves pg-boss unable to start again,
 * so each attempt makes its own; `start` keeps trying while the database is unreachable, so the
 * API still starts (and answers 503) during an outage.
 */
import PgBoss from 'pg-boss';
import type { JobsConfig } from '../config';
import { bossOptions, DEAD_LETTER_OPTIONS, DEAD_LETTER_QUEUE } from './queue-settings';

/** A start that failed (database unreachable) is tried again after this long. */
const RESTART_DELAY_MS = 5000;

export interface BossInstance {
  /** The running instance, started now if none is; rejects once stopped. */
  started(): Promise<PgBoss>;
  /** Starts, then runs `onStarted`; on failure tries both again later, until `stop()`. */
  start(onStarted: () => Promise<void>): Promise<void>;
  /** No start from now on; resolves to the instance that started, if one did, for the caller to stop. */
  stop(): Promise<PgBoss | undefined>;
}

export function bossInstance(db: PgBoss.Db, config: JobsConfig, onError: (err: Error) => void): BossInstance {
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  // The instance being started or running.
  let starting: Promise<PgBoss> | undefined;

  const launch = async (): Promise<PgBoss> => {
    const boss = new PgBoss({
      ...bossOptions(db, config),
      // Maintenance (expiring the jobs of a dead worker, archiving) and cron belong to working processes.
      supervise: config.worker,
      schedule: config.worker,
    });
    boss.on('error', onError);
    await boss.start();
    await boss.createQueue(DEAD_LETTER_QUEUE, DEAD_LETTER_OPTIONS);
    return boss;
  };

  const started = (): Promise<PgBoss> => {
    if (stopped) return Promise.reject(new Error('The job queue is stopped.'));
    if (!starting) {
      const attempt = launch();
      starting = attempt;
      attempt.catch(() => {
        if (starting === attempt) starting = undefined;
      });
    }
    return starting;
  };

  const start = async (onStarted: () => Promise<void>): Promise<void> => {
    try {
      await started();
      await onStarted();
    } catch (err) {
      if (stopped) return;
      onError(err instanceof Error ? err : new Error(String(err)));
      retryTimer = setTimeout(() => void start(onStarted), RESTART_DELAY_MS);
    }
  };

  return {
    started,
    start,
    stop: async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      return starting?.catch(() => undefined);
    },
  };
}
