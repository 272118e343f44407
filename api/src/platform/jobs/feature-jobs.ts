/**
 * What a feature hands the job queue: the queues it sends to or works, and how it works them.
 * The app lists every feature's (app.ts); the queue itself knows no feature.
 */
import type { AppContext } from '../app-context';

export interface FeatureJobs {
  /**
   * Every queue the feature sends to or works. With a separate migration role the run-time role
   * cannot create a queue (pg-boss builds a partition of its job table, which takes the table's
   * owner), so the migration step creates these beforehand (docs/operations.md §4).
   */
  queues: readonly string[];
  /** Registers the feature's handlers once the queue has started; a WORKER=off process ignores them. */
  register(ctx: AppContext): Promise<void>;
}

/** One job that runs `run` on a cron schedule (once per tick, whichever process works it). */
export function scheduledJob(
  name: string,
  cron: string,
  run: (ctx: AppContext) => Promise<void>,
): FeatureJobs {
  return {
    queues: [name],
    register: async (ctx) => {
      await ctx.jobs.work(name, () => run(ctx));
      await ctx.jobs.schedule(name, cron);
    },
  };
}

/** The queues of every feature, for the migration step. */
export function queuesOf(features: readonly FeatureJobs[]): string[] {
  return features.flatMap((feature) => feature.queues);
}

/** Registers every feature's handlers, in order. */
export async function registerFeatureJobs(ctx: AppContext, features: readonly FeatureJobs[]): Promise<void> {
  for (const feature of features) await feature.register(ctx);
}
