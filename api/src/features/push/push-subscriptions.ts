/**
 * The devices a member turned push on. Each is tied to the log-in that subscribed it: ending that
 * session (log-out, 'sign out everywhere else', a password change) removes it (features/auth/sessions.ts),
 * and erasing the member removes them all (the rows cascade with the member).
 */
import type { PushSubscriptionPayload } from '@journeys/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db-types';

/** Devices per member at most; one more drops the oldest (a phone replaced, a browser reinstalled). */
export const MAX_DEVICES_PER_MEMBER = 20;

/**
 * Stores this device's subscription for the member and the session. Idempotent by endpoint: a
 * browser subscribing again updates its keys; an endpoint known for another member moves to this
 * one (the device changed hands) and starts afresh.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  sessionId: number,
  subscription: PushSubscriptionPayload,
  now: Date,
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      user_id: userId,
      session_id: sessionId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        session_id: sessionId,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        created_at: sql<Date>`CASE WHEN push_subscriptions.user_id = ${userId} THEN push_subscriptions.created_at ELSE excluded.created_at END`,
        last_success_at: sql<Date | null>`CASE WHEN push_subscriptions.user_id = ${userId} THEN push_subscriptions.last_success_at END`,
        user_id: userId,
      }),
    )
    .execute();
  // Beyond the cap, the oldest devices go.
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_DEVICES_PER_MEMBER),
    )
    .execute();
}

/** The member's device stops getting pushes; nothing happens for an endpoint they do not have. */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** 'Download my data': each device as its push service's origin and when it was turned on (never the full endpoint or keys). */
export async function pushDevicesOf(
  db: Db,
  userId: number,
): Promise<{ origin: string; createdAt: string }[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    origin: new URL(row.endpoint).origin,
    createdAt: row.created_at.toISOString(),
  }));
}
