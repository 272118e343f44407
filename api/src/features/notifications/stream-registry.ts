/**
 * The notification streams open on this instance, by member, within the limits of
 * STREAM_MAX_PER_MEMBER and STREAM_MAX_TOTAL: a member past their limit loses their oldest
 * stream; past the instance's limit a new one is refused.
 */
import type { StreamLimits } from '../../platform/config';
import type { Notification } from '@journeys/shared/domain';

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

export interface Stream {
  sink: StreamSink;
  /** Highest notification id sent; null until the starting point is known. */
  lastId: number | null;
}

export interface MemberStreams {
  /** In subscription order, so the first is the oldest. */
  streams: Set<Stream>;
  /** Runs the member's reads one at a time, so no stream ever gets a row twice or out of order. */
  queue: Promise<void>;
  /** A fan-out read is queued and not started yet: later wake-ups are covered by it. */
  readQueued: boolean;
}

export interface StreamRegistry {
  member(userId: number): MemberStreams | undefined;
  /** Registers a stream of `sink`, ending the member's oldest ('superseded') past their limit; null past the instance's. */
  add(sink: StreamSink): { member: MemberStreams; stream: Stream } | null;
  /** False when the stream was not (or no longer) registered. */
  remove(userId: number, stream: Stream): boolean;
  /** Open streams: one member's, or all. */
  size(userId?: number): number;
  /** Removes every stream and ends it for `reason`. */
  endAll(reason: StreamEndReason): void;
}

export function streamRegistry(limits: StreamLimits): StreamRegistry {
  const members = new Map<number, MemberStreams>();
  let total = 0;

  const remove = (userId: number, stream: Stream): boolean => {
    const member = members.get(userId);
    if (!member?.streams.delete(stream)) return false;
    total -= 1;
    if (member.streams.size === 0) members.delete(userId);
    return true;
  };

  const memberOf = (userId: number): MemberStreams => {
    let member = members.get(userId);
    if (!member) {
      member = { streams: new Set(), queue: Promise.resolve(), readQueued: false };
      members.set(userId, member);
    }
    return member;
  };

  return {
    member: (userId) => members.get(userId),
    add(sink) {
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
      return { member, stream };
    },
    remove,
    size: (userId) => (userId === undefined ? total : (members.get(userId)?.streams.size ?? 0)),
    endAll(reason) {
      for (const [userId, member] of [...members]) {
        for (const stream of [...member.streams]) {
          if (remove(userId, stream)) stream.sink.end(reason);
        }
      }
    },
  };
}
