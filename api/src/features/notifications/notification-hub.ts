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
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { StreamLimits } from '../../platform/config';
import type { Listener } from '../../platform/db/pg-listener';
import type { Database } from '../../platform/db/schema';
import { LIST_LIMIT, latestNotificationId, notificationsAfter } from './notifications';
import { streamRegistry, type MemberStreams, type Stream, type StreamSink } from './stream-registry';
import { SESSION_ENDS_CHANNEL, liveSessionIds } from '../auth';

export const NOTIFICATION_CHANNEL = 'notifications';

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

/** Sends each of the member's started streams the notifications it has not had yet. */
async function fanOut(db: Kysely<Database>, userId: number, member: MemberStreams): Promise<void> {
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

/** The streams among `streams` whose session is no longer live. */
async function streamsOfEndedSessions(db: Kysely<Database>, streams: Stream[]): Promise<Stream[]> {
  if (streams.length === 0) return [];
  const live = await liveSessionIds(
    db,
    streams.map((s) => s.sink.sessionId),
  );
  return streams.filter((stream) => !live.has(stream.sink.sessionId));
}

export function createNotificationHub(
  db: Kysely<Database>,
  listen: Listener,
  { limits, onError }: NotificationHubOptions,
): NotificationHub {
  const registry = streamRegistry(limits);
  let unlisteners: (() => Promise<void>)[] = [];

  function enqueue(member: MemberStreams, task: () => Promise<void>): void {
    member.queue = member.queue.then(task).catch(onError);
  }

  const remove = registry.remove;

  function requestRead(userId: number, member: MemberStreams): void {
    if (member.readQueued) return;
    member.readQueued = true;
    enqueue(member, async () => {
      member.readQueued = false;
      await fanOut(db, userId, member);
    });
  }

  function wake(payload: string): void {
    const userId = Number(payload);
    if (!Number.isInteger(userId)) return;
    const member = registry.member(userId);
    if (member) requestRead(userId, member);
  }

  /** Ends the streams of `streams` whose session is no longer live. */
  async function endEndedSessions(userId: number, streams: Stream[]): Promise<void> {
    for (const stream of await streamsOfEndedSessions(db, streams)) {
      if (remove(userId, stream)) stream.sink.end('session-ended');
    }
  }

  function sessionsChanged(payload: string): void {
    const userId = Number(payload);
    if (!Number.isInteger(userId)) return;
    const member = registry.member(userId);
    // Checked now, not queued behind the member's reads: the end must not wait for a slow read.
    if (member) endEndedSessions(userId, [...member.streams]).catch(onError);
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
      const added = registry.add(sink);
      if (!added) return null;
      const { member, stream } = added;
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

    size: registry.size,

    async publish(userId) {
      await sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${String(userId)})`.execute(db);
    },

    async stop() {
      registry.endAll('shutdown');
      const stopping = unlisteners;
      unlisteners = [];
      for (const unlisten of stopping) await unlisten();
    },
  };
}
