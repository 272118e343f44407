/**
 * The pushes events cause (docs/architecture.md §10). A write hands its events over in one
 * 'push-fanout' job (a new update may concern thousands of followers: the request does not wait for
 * them); that job queues, per event, one 'push-send' job per device of the member, when the member
 * wants that kind and has a device. Events of one thread fold: the first is pushed at once, later
 * ones within FOLD_WINDOW_MS of it are not (the member already has a notification that opens the
 * thread). A fan-out retried after a failure folds what it already queued, so nothing goes twice.
 */
import { PUSH_KINDS } from '@journeys/shared/domain';
import type { AppContext } from '../../platform/app-context';
import { memberLanguage } from '../../platform/i18n';
import { pushMessage, pushThread, type PushEvent } from './push-message';
import { DEFAULT_PUSH_PREFERENCES } from './push-preferences';
import { PUSH_FANOUT_JOB, PUSH_SEND_JOB, type PushFanOut, type PushJob } from './push-job';

/** Several events on one thread within this window make one notification. */
export const FOLD_WINDOW_MS = 5 * 60 * 1000;

/** Claims the thread's window for this push; false when a push of the thread went within it. */
async function claimThread(ctx: AppContext, userId: number, thread: string, now: Date): Promise<boolean> {
  // The member's windows that have passed go first, so the table holds only open windows.
  await ctx.db
    .deleteFrom('push_threads')
    .where('user_id', '=', userId)
    .where('last_sent_at', '<=', new Date(now.getTime() - FOLD_WINDOW_MS))
    .execute();
  const claimed = await ctx.db
    .insertInto('push_threads')
    .values({ user_id: userId, thread_key: thread, last_sent_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'thread_key']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

async function enqueueOne(ctx: AppContext, event: PushEvent): Promise<void> {
  if (!PUSH_KINDS.includes(event.kind)) return;
  const member = await ctx.db
    .selectFrom('users')
    .leftJoin('push_preferences', 'push_preferences.user_id', 'users.id')
    .select(['users.language', `push_preferences.${event.kind} as wanted`])
    .where('users.id', '=', event.userId)
    .executeTakeFirst();
  if (!member || !(member.wanted ?? DEFAULT_PUSH_PREFERENCES[event.kind])) return;
  const devices = await ctx.db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', event.userId)
    .orderBy('id')
    .execute();
  if (devices.length === 0) return;
  const now = ctx.clock();
  const thread = pushThread(event);
  if (!(await claimThread(ctx, event.userId, thread, now))) return;
  const message = pushMessage(event, memberLanguage(member.language));
  for (const device of devices) {
    const job: PushJob = { subscriptionId: device.id, userId: event.userId, kind: event.kind, message };
    await ctx.jobs.send(PUSH_SEND_JOB, job, { singletonKey: `push:${device.id}:${thread}:${now.getTime()}` });
  }
}

/** After the write that caused them has committed; nothing when push is off or there is no event. */
export async function queuePushes(ctx: AppContext, events: readonly PushEvent[]): Promise<void> {
  if (!ctx.config.push.vapid || events.length === 0) return;
  const job: PushFanOut = { events: [...events] };
  await ctx.jobs.send(PUSH_FANOUT_JOB, job);
}

/** The 'push-fanout' job: every event's pushes, in order. */
export async function fanOutPushes(ctx: AppContext, events: readonly PushEvent[]): Promise<void> {
  if (!ctx.config.push.vapid) return;
  for (const event of events) await enqueueOne(ctx, event);
}
