/**
 * Live notification fan-out. Every instance LISTENs once on the `notifications` channel; the
 * payload is only the recipient's user id. A wake-up costs this instance one read of that
 * member's new rows, however many streams the member has open here: the rows are fanned out
 * in memory, each stream getting what it has not had yet. Because the wake-up goes through
 * Postgres, a comment posted on one API instance reaches a stream held open by another.
 *
 * `subscribe` registers a stream synchronously, so the route ties the stream's cleanup to its
 * connection before anything is awaited: a client that leaves mid-setup leaves nothing here.
 * The stream is `ready` once its starting point is read: the route answers only then, so a
 * client that sees the stream open and then reads its notifications misses nothing in between.
 *
 * Every stream belongs to a session. A revocation anywhere NOTIFYs `session_ends` with the member's
 * id (features/auth/session-ends.ts); each instance holding streams of that member reads which of their
 * sessions are still live and ends the rest. A new stream's first task checks its own session
 * too, so a revocation that lands between the ticket's check and the stream's registration is
 * not missed.
 */
import type { Notification } from '@journeys/shared/domain';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { StreamLimits } from '../../platform/config';
import type { Listener } from '../../platform/db/pg-listener';
import type { Database } from '../../platform/db/schema';
import { LIST_LIMIT, latestNotificationId, notificationsAfter } from './notifications';
import { SESSION_ENDS_CHANNEL, liveSessionIds } from '../auth';

export const NOTIFICATION_CHANNEL = 'notifications';

/**
 * Why the hub ends a stream: a newer stream of the same member took its place, the session that
 * opened it ended, the instance is shutting down, or the stream's starting point could not be read.
 */
export type StreamEndReason = 'superseded' | 'session-ended' | 'shutdown' | 'failed';

export interface StreamSink {
  userId: number;
  /** The session that opened the stream: when it ends, so does the stream. */
  sessionId: number;
  /**
   * The last notification the client has (Last-Event-ID): everything after it is sent first.
   * Undefined: only notifications from now on.
   */
  afterId?: number;
  /**
   * The starting point is known: every notification committed from now on will be sent. Called
   * once, before any `send`; a stream ended before then never gets it.
   */
  ready(): void;
  send(notification: Notification): void;
  end(reason: StreamEndReason): void;
}

export interface NotificationHub {
  start(): Promise<void>;
  /**
   * Registers a stream at once. A member past their limit loses their oldest stream; past the
   * instance's limit nothing is registered and null comes back. The returned function
   * unregisters (idempotent).
   */
  subscribe(sink: StreamSink): (() => void) | null;
  /** Open streams on this instance: one member's, or all. */
  size(userId?: number): number;
  /** Call after the transaction that wrote the notification has committed. */
  publish(userId: number): Promise<void>;
  /** Ends every stream and stops listening. */
  stop(): Promise<void>;
}

declare module '../../platform/app-context' {
  interface AppContext {
    /** Live notification streams; it ends them on shutdown so the server can close. */
    hub: NotificationHub;
  }
}

export interface NotificationHubOptions {
  limits: StreamLimits;
  onError: (err: unknown) => void;
}

interface Stream {
  sink: StreamSink;
  /** Highest notification id sent; null until the starting point is known. */
  lastId: number | null;
}

interface Member {
  /** In subscription order, so the first is the oldest. */
  streams: Set<Stream>;
  /** Runs the member's reads one at a time, so no stream ever gets a row twice or out of order. */
  queue: Promise<void>;
  /** A fan-out read is queued and not started yet: later wake-ups are covered by it. */
  readQueued: boolean;
}

export function createNotificationHub(
  db: Kysely<Database>,
  listen: Listener,
  { limits, onError }: NotificationHubOptions,
): NotificationHub {
  const members = new Map<number, Member>();
  let total = 0;
  let unlisteners: (() => Promise<void>)[] = [];

  function enqueue(member: Member, task: () => Promise<void>): void {
    member.queue = member.queue.then(task).catch(onError);
  }

  function remove(userId: number, stream: Stream): boolean {
    const member = members.get(userId);
    if (!member?.streams.delete(stream)) return false;
    total -= 1;
    if (member.streams.size === 0) members.delete(userId);
    return true;
  }

  async function fanOut(userId: number, member: Member): Promise<void> {
    const targets = [...member.streams].filter((s) => s.lastId !== null);
    if (targets.length === 0) return;
    let from = Math.min(...targets.map((s) => s.lastId ?? 0));
    for (;;) {
      const rows = await notificationsAfter(db, userId, from);
      for (const stream of targets) {
        if (!member.streams.has(stream)) continue;
        for (const row of rows) {
          if (row.id <= (stream.lastId ?? 0)) continue;
          stream.lastId = row.id;
          stream.sink.send(row);
        }
      }
      const last = rows.at(-1);
      if (!last || rows.length < LIST_LIMIT) return;
      from = last.id;
    }
  }

  function requestRead(userId: number, member: Member): void {
    if (member.readQueued) return;
    member.readQueued = true;
    enqueue(member, async () => {
      member.readQueued = false;
      await fanOut(userId, member);
    });
  }

  function wake(payload: string): void {
    const userId = Number(payload);
    if (!Number.isInteger(userId)) return;
    const member = members.get(userId);
    if (member) requestRead(userId, member);
  }

  /** Ends the streams of `streams` whose session is no longer live. */
  async function endEndedSessions(userId: number, streams: Stream[]): Promise<void> {
    if (streams.length === 0) return;
    const live = await liveSessionIds(
      db,
      streams.map((s) => s.sink.sessionId),
    );
    for (const stream of streams) {
      if (!live.has(stream.sink.sessionId) && remove(userId, stream)) stream.sink.end('session-ended');
    }
  }

  function sessionsChanged(payload: string): void {
    const userId = Number(payload);
    if (!Number.isInteger(userId)) return;
    const member = members.get(userId);
    // Checked now, not queued behind the member's reads: the end must not wait for a slow read.
    if (member) endEndedSessions(userId, [...member.streams]).catch(onError);
  }

  function memberOf(userId: number): Member {
    let member = members.get(userId);
    if (!member) {
      member = { streams: new Set(), queue: Promise.resolve(), readQueued: false };
      members.set(userId, member);
    }
    return member;
  }

  return {
    async start() {
      unlisteners = [
        await listen(NOTIFICATION_CHANNEL, wake),
        await listen(SESSION_ENDS_CHANNEL, sessionsChanged),
      ];
    },

    subscribe(sink) {
      const { userId } = sink;
      const current = members.get(userId);
      const replaces = (current?.streams.size ?? 0) >= limits.maxPerMember;
      if (!replaces && total >= limits.maxTotal) return null;
      while (current && current.streams.size >= limits.maxPerMember) {
        const [oldest] = current.streams;
        if (!oldest || !remove(userId, oldest)) break;
        oldest.sink.end('superseded');
      }
      const member = memberOf(userId);
      const stream: Stream = { sink, lastId: null };
      member.streams.add(stream);
      total += 1;
      enqueue(member, async () => {
        // Gone before its turn: nothing to read for it.
        if (!member.streams.has(stream)) return;
        try {
          await endEndedSessions(userId, [stream]);
          if (!member.streams.has(stream)) return;
          if (sink.afterId !== undefined) {
            stream.lastId = sink.afterId;
            sink.ready();
            requestRead(userId, member);
            return;
          }
          const latest = await latestNotificationId(db, userId);
          if (!member.streams.has(stream)) return;
          stream.lastId = latest;
          sink.ready();
        } catch (err) {
          if (remove(userId, stream)) sink.end('failed');
          throw err;
        }
      });
      return () => {
        remove(userId, stream);
      };
    },

    size(userId) {
      return userId === undefined ? total : (members.get(userId)?.streams.size ?? 0);
    },

    async publish(userId) {
      await sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${String(userId)})`.execute(db);
    },

    async stop() {
      for (const [userId, member] of [...members]) {
        for (const stream of [...member.streams]) {
          if (remove(userId, stream)) stream.sink.end('shutdown');
        }
      }
      const stopping = unlisteners;
      unlisteners = [];
      for (const unlisten of stopping) await unlisten();
    },
  };
}
