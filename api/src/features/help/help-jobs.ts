/**
 * The help calendar's recurring job: the reminder sweep as a self-rescheduling chain, restarted by
 * a per-minute cron when a link was lost (the pattern of reminders/follow-up-jobs.ts). The sweep
 * is idempotent, so a run doubled by the cron and the chain sends nothing twice.
 */
import type { FeatureJobs } from '../../platform/jobs/feature-jobs';
import { sweepHelpReminders } from './help-reminders';

const HELP_REMINDERS_SWEEP_JOB = 'help-reminders-sweep';
const EVERY_MINUTE = '* * * * *';

export const helpJobs: FeatureJobs = {
  queues: [HELP_REMINDERS_SWEEP_JOB],
  register: async (ctx) => {
    const intervalMs = ctx.config.followUps.sweepIntervalSeconds * 1000;
    const name = HELP_REMINDERS_SWEEP_JOB;
    await ctx.jobs.work(name, async () => {
      try {
        await sweepHelpReminders(ctx);
      } finally {
        await ctx.jobs.send(name, {}, { singletonKey: name, startAfter: new Date(Date.now() + intervalMs) });
      }
    });
    await ctx.jobs.schedule(name, EVERY_MINUTE);
    if (ctx.config.jobs.worker) await ctx.jobs.send(name, {}, { singletonKey: name });
  },
};
