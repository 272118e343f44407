/**
 * Every job handler of the app, registered once the queue has started (app.ts onReady). In a
 * process started with WORKER=off the queue ignores them: it only enqueues.
 */
import type { AppContext } from '../app-context';
import { deliverMemberEmail, EMAIL_SEND_JOB, type MemberEmail } from '../../features/email';
import { registerPhotoJobs } from '../../features/photos';
import { registerFollowUpJobs } from '../../features/reminders';
import { registerClientEventJobs } from '../../features/client-events';

export async function registerJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<MemberEmail>(EMAIL_SEND_JOB, async (email) => {
    await deliverMemberEmail(ctx, email);
  });
  await registerFollowUpJobs(ctx);
  await registerClientEventJobs(ctx);
  await registerPhotoJobs(ctx);
}
