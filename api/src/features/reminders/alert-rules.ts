/**
 * Which email alerts are due, as a pure function of the clock and the unread notifications not yet
 * covered by an alert, so tests drive time instead of waiting. One email per burst:
 * when the oldest unseen notification of a kind has waited the delay, everything unseen of that
 * kind since the member's last alert goes in one email, and the next alert starts after it.
 */
import type { NotificationKind } from '../../platform/db/schema';

export type AlertKind = 'replies' | 'comments' | 'followed';

/** Unread notifications older than this never start an alert: an old backlog (a first deploy, a long outage) is not news. */
export const ALERT_LOOKBACK_MS = 2 * 86_400_000;

/** The email kind (and preference) a notification's alert belongs to; null: it never alerts by email. */
export function alertKindOf(kind: NotificationKind): AlertKind | null {
  if (kind === 'reply') return 'replies';
  if (kind === 'comment') return 'comments';
  if (kind === 'followed_update') return 'followed';
  return null;
}

export interface AlertCandidate {
  id: number;
  userId: number;
  kind: NotificationKind;
  createdAt: Date;
}

export interface AlertBurst<T extends AlertCandidate> {
  userId: number;
  kind: AlertKind;
  /** Oldest first; never empty. */
  items: T[];
  /** When the oldest item was created: the burst is due once it has waited the delay. */
  oldestAt: Date;
  /** The newest notification covered: the idempotency key's period and the member's new cursor. */
  lastId: number;
}

/**
 * `unseen`: unread notifications after each member's alert cursor of their kind. Returns one burst
 * per member and kind whose oldest item was created at least `delayMs` before `now`.
 */
export function dueAlerts<T extends AlertCandidate>(
  unseen: readonly T[],
  now: Date,
  delayMs: number,
): AlertBurst<T>[] {
  const groups = new Map<string, AlertBurst<T>>();
  for (const n of [...unseen].sort((a, b) => a.id - b.id)) {
    const kind = alertKindOf(n.kind);
    const at = n.createdAt.getTime();
    if (!kind || at > now.getTime() || at < now.getTime() - ALERT_LOOKBACK_MS) continue;
    const key = `${n.userId}:${kind}`;
    const group = groups.get(key);
    if (group) {
      group.items.push(n);
      group.lastId = n.id;
    } else {
      groups.set(key, { userId: n.userId, kind, items: [n], oldestAt: n.createdAt, lastId: n.id });
    }
  }
  return [...groups.values()].filter((g) => g.oldestAt.getTime() <= now.getTime() - delayMs);
}

/** `alert:<member>:<kind>:<newest notification id>`: a retried sweep queues the same email, sent once. */
export function alertIdempotencyKey(burst: { userId: number; kind: AlertKind; lastId: number }): string {
  return `alert:${burst.userId}:${burst.kind}:${burst.lastId}`;
}
