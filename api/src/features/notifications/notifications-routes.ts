/** A member's notifications, read marking, and the live stream with its one-time tickets. */
import {
  notificationsQuery,
  countSchema,
  notificationPageSchema,
  streamTicketSchema,
} from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  memberId,
  memberSessionId,
  requireMember,
  requireStreamMember,
  issueStreamTicket,
  STREAM_TICKET_TTL_SECONDS,
  memberIdCommand,
} from '../auth';
import { errorBody } from '../../platform/http/error-handler';
import { errorResponses, noContent } from '../../platform/http/responses';
import type { StreamEndReason } from './notification-hub';
import { listNotifications, markAllRead, markNotificationRead, unreadCount } from './notifications';

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
const EVENT_ID = /^\d{1,15}$/;

/** The `Last-Event-ID` header as a notification id; anything else starts afresh. */
function lastEventId(header: string | string[] | undefined): number | undefined {
  return typeof header === 'string' && EVENT_ID.test(header) ? Number(header) : undefined;
}

const streamQuery = z.object({
  ticket: z.string().max(200).optional().describe('One-time ticket from POST /notifications/stream-ticket'),
  lastEventId: z
    .string()
    .regex(EVENT_ID, 'lastEventId must be a notification id')
    .transform(Number)
    .optional()
    .describe('Resume after this notification id (when the Last-Event-ID header cannot be sent)'),
});

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app);
  const security = [{ bearer: [] }];
  const { maxPerMember, maxTotal } = app.ctx.config.streams;
  const { rateLimits } = app.ctx.config;

  r.get(
    '/notifications',
    {
      onRequest: member,
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first, keyset-paginated',
        description:
          'Pass `nextCursor` back as `cursor` for the next page; it is null on the last page. Pages stay stable while new notifications arrive.',
        security,
        querystring: notificationsQuery,
        response: { 200: notificationPageSchema, ...errorResponses },
      },
    },
    async (request) => listNotifications(app.ctx.db, memberId(request), request.query),
  );

  r.get(
    '/notifications/unread-count',
    {
      onRequest: member,
      schema: {
        tags: ['notifications'],
        summary: 'How many of your notifications are unread',
        security,
        response: { 200: countSchema, ...errorResponses },
      },
    },
    async (request) => ({ count: await unreadCount(app.ctx.db, memberId(request)) }),
  );

  r.post(
    '/notification/all/read',
    {
      onRequest: member,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        security,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await markAllRead(app.ctx.db, memberId(request));
      return reply.code(204).send(null);
    },
  );

  memberIdCommand(app, {
    method: 'POST',
    url: '/notification/:id/read',
    tag: 'notifications',
    summary: 'Mark one of your notifications read',
    run: (userId, id) => markNotificationRead(app.ctx.db, userId, id),
  });

  r.post(
    '/notifications/stream-ticket',
    {
      onRequest: member,
      config: { rateLimit: { max: rateLimits.streamTicket, timeWindow: rateLimits.windowMs } },
      schema: {
        tags: ['notifications'],
        summary: 'A one-time ticket that opens your notification stream',
        description: `Send it as \`?ticket=\` to GET /notifications/stream within ${STREAM_TICKET_TTL_SECONDS} s. It opens one stream, once, on any API instance; take a new one for every connection, reconnects included.`,
        security,
        response: { 201: streamTicketSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ticket = await issueStreamTicket(app.ctx.db, {
        userId: memberId(request),
        sessionId: memberSessionId(request),
      });
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ticket, expiresIn: STREAM_TICKET_TTL_SECONDS });
    },
  );

  r.get(
    '/notifications/stream',
    {
      preHandler: requireStreamMember(app),
      schema: {
        tags: ['notifications'],
        summary:
          'Server-sent events: `event: notification` with a Notification as data and its id as the event id; heartbeat every 25 s',
        description: [
          'Authenticate with `?ticket=` from POST /notifications/stream-ticket (EventSource cannot send headers), or with a bearer header. A session token in the URL is not accepted.',
          'To resume, send the last event id received as the `Last-Event-ID` header (EventSource does so on its own reconnects) or as `?lastEventId=`: notifications after it are sent first.',
          `A member holds at most ${maxPerMember} streams per instance: a newer one ends the oldest with \`event: superseded\`. Past ${maxTotal} streams on an instance the answer is 503 with Retry-After.`,
          'When the session that opened the stream ends (logout, password change or reset, a revoked session, account deletion, suspension) the stream ends within 2 s with `event: session-ended`; the client should not reconnect with that session.',
          'The answer comes once the stream knows where it starts: a notification committed after the response opens is always sent on it. Content-Type text/event-stream.',
        ].join('\n\n'),
        security: [{ streamTicket: [] }, { bearer: [] }],
        querystring: streamQuery,
      },
    },
    (request, reply) => {
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

      unsubscribe = app.ctx.hub.subscribe({
        userId: memberId(request),
        sessionId: memberSessionId(request),
        afterId: lastEventId(request.headers['last-event-id']) ?? request.query.lastEventId,
        ready: () => {
          if (!ended) open();
        },
        send: (notification) => {
          if (!ended)
            res.write(
              `event: notification\nid: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`,
            );
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
            errorBody(
              'STREAMS_BUSY',
              'Too many live notification streams right now, please try again shortly',
            ),
          );
        return;
      }
      reply.hijack();
    },
  );
}
