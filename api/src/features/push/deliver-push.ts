/**
 * The 'push-send' job: one push to one device. The member's choice is checked again (they may have
 * turned the kind off since it was queued); a push service answering 404 or 410 has ended the
 * subscription, which is removed; any other failure throws, and the queue retries with backoff.
 */
import webpush from 'web-push';
import type { AppContext } from '../../platform/app-context';
import type { PushJob } from './push-job';
import { DEFAULT_PUSH_PREFERENCES } from './push-preferences';
import { postPush } from './push-transport';

/** A push not delivered within a day is not worth showing any more. */
const TTL_SECONDS = 24 * 60 * 60;

export type PushOutcome = 'sent' | 'gone' | 'not-wanted';

export async function deliverPush(ctx: AppContext, job: PushJob): Promise<PushOutcome> {
  const vapid = ctx.config.push.vapid;
  if (!vapid) return 'not-wanted';
  const device = await ctx.db
    .selectFrom('push_subscriptions as s')
    .leftJoin('push_preferences as p', 'p.user_id', 's.user_id')
    .select(['s.endpoint', 's.p256dh', 's.auth', `p.${job.kind} as wanted`])
    .where('s.id', '=', job.subscriptionId)
    .where('s.user_id', '=', job.userId)
    .executeTakeFirst();
  if (!device) return 'gone';
  if (!(device.wanted ?? DEFAULT_PUSH_PREFERENCES[job.kind])) return 'not-wanted';

  let details: webpush.RequestDetails;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(job.message),
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        urgency: 'normal',
        topic: job.message.tag,
        contentEncoding: 'aes128gcm',
      },
    );
  } catch {
    // Keys nothing can be encrypted to: no retry would ever send it.
    await removeDevice(ctx, job, device.endpoint);
    return 'gone';
  }

  const status = await postPush(details);
  if (status === 404 || status === 410) {
    await removeDevice(ctx, job, device.endpoint);
    return 'gone';
  }
  // The endpoint is a capability URL: only its origin may appear in a log.
  if (status < 200 || status > 299)
    throw new Error(`push service ${new URL(device.endpoint).origin} answered ${status}`);
  await ctx.db
    .updateTable('push_subscriptions')
    .set({ last_success_at: ctx.clock() })
    .where('id', '=', job.subscriptionId)
    .execute();
  return 'sent';
}

/** Only while the row still names that endpoint for that member (not a device that changed hands meanwhile). */
async function removeDevice(ctx: AppContext, job: PushJob, endpoint: string): Promise<void> {
  await ctx.db
    .deleteFrom('push_subscriptions')
    .where('id', '=', job.subscriptionId)
    .where('user_id', '=', job.userId)
    .where('endpoint', '=', endpoint)
    .execute();
}
