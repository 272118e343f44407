/**
 * The recurring jobs of email alerts and reminders: the alert and reminder sweeps and the weekly digest. Each sweep
 * is a self-rescheduling job chain, SWEEP_INTERVAL_SECONDS (30) apart, so due work is picked up
 * within a minute: pg-boss's cron alone has minute granularity and starts a minute's job up to
 * its monitor interval late. The cron, each minute, restarts a chain whose next link was lost
 * (the process died mid-sweep); its job is deduplicated against a queued link by the singleton key. Each sweep is idempotent, so a run doubled by the cron and the chain, or
 * by two workers, queues nothing twice that is sent twice.
 */
import type { AppContext } from '../../platform/app-context';
import type { FeatureJobs } from '../../platform/jobs/feature-jobs';
import { sweepAlerts } from './alerts';
import { DIGEST_CRON, sendWeeklyDigests } from './digest';
import { sweepReminders } from './reminders';

const ALERTS_SWEEP_JOB = 'alerts-sweep';
const REMINDERS_SWEEP_JOB = 'reminders-sweep';
const DIGEST_JOB = 'weekly-digest';
const EVERY_MINUTE = '* * * * *';

async function registerSweep(ctx: AppContext, name: string, sweep: () => Promise<unknown>): Promise<void> {
  const intervalMs = ctx.config.followUps.sweepIntervalSeconds * 1000;
  await ctx.jobs.work(name, async () => {
    try {
      await sweep();
    } finally {
      await ctx.jobs.send(name, {}, { singletonKey: name, startAfter: new Date(Date.now() + intervalMs) });
    }
  });
  await ctx.jobs.schedule(name, EVERY_MINUTE);
  if (ctx.config.jobs.worker) await ctx.jobs.send(name, {}, { singletonKey: name });
}

export const followUpJobs: FeatureJobs = {
  queues: [ALERTS_SWEEP_JOB, REMINDERS_SWEEP_JOB, DIGEST_JOB],
  register: async (ctx) => {
    await registerSweep(ctx, ALERTS_SWEEP_JOB, () => sweepAlerts(ctx));
    await registerSweep(ctx, REMINDERS_SWEEP_JOB, () => sweepReminders(ctx));
    await ctx.jobs.work(DIGEST_JOB, async () => {
      await sendWeeklyDigests(ctx);
    });
    await ctx.jobs.schedule(DIGEST_JOB, DIGEST_CRON);
  },
};
