/** The jobs that fan a write's events out to devices and send each push (docs/architecture.md §10). */
import type { FeatureJobs } from '../../platform/jobs/feature-jobs';
import { deliverPush } from './deliver-push';
import { fanOutPushes } from './enqueue-push';
import { PUSH_FANOUT_JOB, PUSH_SEND_JOB, type PushFanOut, type PushJob } from './push-job';

export const pushJobs: FeatureJobs = {
  queues: [PUSH_FANOUT_JOB, PUSH_SEND_JOB],
  register: async (ctx) => {
    await ctx.jobs.work<PushFanOut>(PUSH_FANOUT_JOB, async ({ events }) => {
      await fanOutPushes(ctx, events);
    });
    await ctx.jobs.work<PushJob>(PUSH_SEND_JOB, async (job) => {
      await deliverPush(ctx, job);
    });
  },
};
