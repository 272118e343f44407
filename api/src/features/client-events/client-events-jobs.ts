/** The daily cleanup of browser measurements past their 30 days (docs/releasing.md §9). */
import type { FeatureJobs } from '../../platform/jobs/feature-jobs';
import { deleteOldMeasurements } from './rum-store';

const RUM_CLEANUP_JOB = 'rum-cleanup';
const DAILY_AT_0317 = '17 3 * * *';

export const clientEventJobs: FeatureJobs = {
  queues: [RUM_CLEANUP_JOB],
  register: async (ctx) => {
    await ctx.jobs.work(RUM_CLEANUP_JOB, async () => {
      await deleteOldMeasurements(ctx.db, ctx.clock());
    });
    await ctx.jobs.schedule(RUM_CLEANUP_JOB, DAILY_AT_0317);
  },
};
