/** The daily cleanup of browser measurements past their 30 days (docs/releasing.md §9). */
import { scheduledJob } from '../../platform/jobs/feature-jobs';
import { deleteOldMeasurements } from './rum-store';

const DAILY_AT_0317 = '17 3 * * *';

export const clientEventJobs = scheduledJob('rum-cleanup', DAILY_AT_0317, async (ctx) => {
  await deleteOldMeasurements(ctx.db, ctx.clock());
});
