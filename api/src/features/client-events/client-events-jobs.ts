/** The daily cleanup of browser measurements past their 30 days (docs/releasing.md §9). */
import type { AppContext } from '../../platform/app-context';
import { deleteOldMeasurements } from './rum-store';

export const RUM_CLEANUP_JOB = 'rum-cleanup';
const DAILY_AT_0317 = '17 3 * * *';

export async function registerClientEventJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(RUM_CLEANUP_JOB, async () => {
    await deleteOldMeasurements(ctx.db, ctx.clock());
  });
  await ctx.jobs.schedule(RUM_CLEANUP_JOB, DAILY_AT_0317);
}
