/**
 * The photo clean-up job, each minute: pending photos never attached are deleted after 24 hours,
 * and the files of every deleted photo are removed from the storage.
 */
import type { AppContext } from '../../platform/app-context';
import { deleteStalePendingPhotos, sweepPhotoDeletions } from './photos';

export const PHOTOS_CLEANUP_JOB = 'photos-cleanup';

export async function registerPhotoJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(PHOTOS_CLEANUP_JOB, async () => {
    await deleteStalePendingPhotos(ctx.db, ctx.clock());
    await sweepPhotoDeletions(ctx.db, ctx.photos.storage);
  });
  await ctx.jobs.schedule(PHOTOS_CLEANUP_JOB, '* * * * *');
}
