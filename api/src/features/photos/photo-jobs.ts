/**
 * The photo clean-up job, each minute: pending photos never attached are deleted after 24 hours,
 * and the files of every deleted photo are removed from the storage.
 */
import type { FeatureJobs } from '../../platform/jobs/feature-jobs';
import { deleteStalePendingPhotos, sweepPhotoDeletions } from './photos';

const PHOTOS_CLEANUP_JOB = 'photos-cleanup';

export const photoJobs: FeatureJobs = {
  queues: [PHOTOS_CLEANUP_JOB],
  register: async (ctx) => {
    await ctx.jobs.work(PHOTOS_CLEANUP_JOB, async () => {
      await deleteStalePendingPhotos(ctx.db, ctx.clock());
      await sweepPhotoDeletions(ctx.db, ctx.photos.storage);
    });
    await ctx.jobs.schedule(PHOTOS_CLEANUP_JOB, '* * * * *');
  },
};
