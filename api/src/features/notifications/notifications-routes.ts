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
import { errorResponses, noContent } from '../../platform/http/responses';
import { EVENT_ID, lastEventId, openNotificationStream } from './notification-stream';
import { listNotifications, markAllRead, markNotificationRead, unreadCount } from './notifications';

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
    (request, reply) =>
      openNotificationStream(app.ctx.hub, reply, {
        userId: memberId(request),
        sessionId: memberSessionId(request),
        afterId: lastEventId(request.headers['last-event-id']) ?? request.query.lastEventId,
      }),
  );
}
