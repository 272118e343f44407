/**
 * One member's live notification stream on a hijacked response: server-sent events from the
 * moment the hub knows where the stream starts, a heartbeat, and a final event when the server
 * ends it for a reason the client must act on (docs/architecture.md §4, Live notifications).
 */
import type { FastifyReply } from 'fastify';
import { errorBody } from '../../platform/http/error-handler';
import type { NotificationHub } from './notification-hub';
import type { StreamEndReason, StreamSink } from './stream-registry';

const HEARTBEAT_MS = 25_000;
/** How long a client refused for lack of room waits before trying again. */
const RETRY_AFTER_SECONDS = 30;
const SUPERSEDED = 'You opened a newer live stream, so this one was closed';
const SESSION_ENDED = 'You were signed out, so this stream was closed';

/** The final event of a stream the server ends for a reason the client must act on. */
const FINAL_EVENTS: Partial<Record<StreamEndReason, string>> = {
  superseded: `event: superseded\ndata: ${SUPERSEDED}\n\n`,
  'session-ended': `event: session-ended\ndata: ${SESSION_ENDED}\n\n`,
};

/** Event ids are notification ids. */
export const EVENT_ID = /^\d{1,15}$/;

/** The `Last-Event-ID` header as a notification id; anything else starts afresh. */
export function lastEventId(header: string | string[] | undefined): number | undefined {
  return typeof header === 'string' && EVENT_ID.test(header) ? Number(header) : undefined;
}

/** Answers GET /notifications/stream for `member` (who, on which session, resuming after which id). */
export function openNotificationStream(
  hub: NotificationHub,
  reply: FastifyReply,
  member: Pick<StreamSink, 'userId' | 'sessionId' | 'afterId'>,
): void {
  const res = reply.raw;
  // The stream owns its cleanup from here on; nothing below awaits, and the client may
  // already have gone while the ticket was checked.
  let unsubscribe: (() => void) | null = null;
  let ended = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  // Hijacking skips Fastify's header writing, so CORS and security headers are copied over.
  const inherited = () =>
    Object.fromEntries(
      Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      ),
    );
  /** Answers 200 once the hub knows where the stream starts (or ends it at once). */
  const open = () => {
    if (res.headersSent) return;
    res.writeHead(200, {
      ...inherited(),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(': connected\n\n');
    heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  };
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe?.();
    res.end();
  };
  res.once('close', end);
  if (res.destroyed) {
    end();
    reply.hijack();
    return;
  }

  unsubscribe = hub.subscribe({
    ...member,
    ready: () => {
      if (!ended) open();
    },
    send: (notification) => {
      if (!ended)
        res.write(`event: notification\nid: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`);
    },
    end: (reason) => {
      if (ended) return;
      const final = FINAL_EVENTS[reason];
      if (final) {
        open();
        res.write(final);
      } else if (!res.headersSent) {
        // Its starting point could not be read, or the instance is stopping: try again.
        res.writeHead(503, {
          ...inherited(),
          'content-type': 'application/json; charset=utf-8',
          'retry-after': String(RETRY_AFTER_SECONDS),
        });
        res.write(JSON.stringify(errorBody('SERVICE_UNAVAILABLE', 'Service temporarily unavailable')));
      }
      end();
    },
  });
  if (!unsubscribe) {
    ended = true;
    reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send(
        errorBody('STREAMS_BUSY', 'Too many live notification streams right now, please try again shortly'),
      );
    return;
  }
  reply.hijack();
}
