/** The job that delivers each queued member email, exactly once (docs/architecture.md §10). */
import type { FeatureJobs } from '../../platform/jobs/feature-jobs';
import { deliverMemberEmail } from './deliver-member-email';
import { EMAIL_SEND_JOB, type MemberEmail } from './member-email';

export const emailJobs: FeatureJobs = {
  queues: [EMAIL_SEND_JOB],
  register: async (ctx) => {
    await ctx.jobs.work<MemberEmail>(EMAIL_SEND_JOB, async (email) => {
      await deliverMemberEmail(ctx, email);
    });
  },
};
