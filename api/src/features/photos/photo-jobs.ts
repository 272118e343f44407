/**
 * The photo clean-up job, each minute: pending photos never attached are deleted after 24 hours,
 * and the files of every deleted photo are removed from the storage.
 */
import { scheduledJob } from '../../platform/jobs/feature-jobs';
import { deleteStalePendingPhotos, sweepPhotoDeletions } from './photos';

export const photoJobs = scheduledJob('photos-cleanup', '* * * * *', async (ctx) => {
  await deleteStalePendingPhotos(ctx.db, ctx.clock());
  await sweepPhotoDeletions(ctx.db, ctx.photos.storage);
});
