/**
 * Live notification fan-out. Every instance LISTENs once on the `notifications` channel; the
 * payload is only the recipient's user id, and each open stream then reads its own new rows.
 * Because the wake-up goes through Postgres, a comment posted on one API instance reaches a
 * stream held open by another.
 */
import type { Notification } from '@journeys/shared/domain';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Listener } from '../db/pg-listener';
import type { Database } from '../db/schema';
import { latestNotificationId, notificationsAfter } from './notifications';

export const NOTIFICATION_CHANNEL = 'notifications';

export interface StreamSubscriber {
  userId: number;
  send: (notification: Notification) => void;
}

export interface NotificationHub {
  start(): Promise<void>;
  subscribe(subscriber: StreamSubscriber): Promise<() => void>;
  /** Call after the transaction that wrote the notification has committed. */
  publish(userId: number): Promise<void>;
  stop(): Promise<void>;
}

interface Subscription extends StreamSubscriber {
  lastId: number;
  /** Serializes reads per stream so a burst of wake-ups never sends a row twice. */
  pending: Promise<void>;
}

export function createNotificationHub(
  db: Kysely<Database>,
  listen: Listener,
  onError: (err: unknown) => void,
): NotificationHub {
  const byUser = new Map<number, Set<Subscription>>();
  let unlisten: (() => Promise<void>) | null = null;

  function pull(sub: Subscription): void {
    sub.pending = sub.pending
      .then(async () => {
        const fresh = await notificationsAfter(db, sub.userId, sub.lastId);
        for (const n of fresh) {
          sub.lastId = Math.max(sub.lastId, n.id);
          sub.send(n);
        }
      })
      .catch(onError);
  }

  function wake(payload: string): void {
    const userId = Number(payload);
    if (!Number.isInteger(userId)) return;
    for (const sub of byUser.get(userId) ?? []) pull(sub);
  }

  return {
    async start() {
      unlisten = await listen(NOTIFICATION_CHANNEL, wake);
    },
    async subscribe(subscriber) {
      const sub: Subscription = {
        ...subscriber,
        lastId: await latestNotificationId(db, subscriber.userId),
        pending: Promise.resolve(),
      };
      let set = byUser.get(sub.userId);
      if (!set) {
        set = new Set();
        byUser.set(sub.userId, set);
      }
      set.add(sub);
      return () => {
        set.delete(sub);
        if (set.size === 0) byUser.delete(sub.userId);
      };
    },
    async publish(userId) {
      await sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${String(userId)})`.execute(db);
    },
    async stop() {
      byUser.clear();
      await unlisten?.();
      unlisten = null;
    },
  };
}
