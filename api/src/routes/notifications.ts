/** A member's notifications, read marking and the live stream. */
import { idParam } from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberId, requireMember } from '../plugins/authenticate';
import { countSchema, errorResponses, noContent, notificationSchema } from '../schemas/responses';
import { listNotifications, markAllRead, markNotificationRead, unreadCount } from '../services/notifications';

const HEARTBEAT_MS = 25_000;

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app);
  const security = [{ bearer: [] }];

  r.get(
    '/notifications',
    {
      onRequest: member,
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first (at most 100)',
        security,
        response: { 200: z.array(notificationSchema), ...errorResponses },
      },
    },
    async (request) => listNotifications(app.ctx.db, memberId(request)),
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

  r.post(
    '/notification/:id/read',
    {
      onRequest: member,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read',
        security,
        params: idParam,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await markNotificationRead(app.ctx.db, memberId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/notifications/stream',
    {
      // EventSource cannot set headers, so this route alone also accepts ?token=.
      onRequest: requireMember(app, true),
      schema: {
        tags: ['notifications'],
        summary:
          'Server-sent events: `event: notification` with a Notification as data; heartbeat every 25 s',
        description:
          'Authenticate with `?token=` (EventSource) or a bearer header. Content-Type text/event-stream.',
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const raw = reply.raw;
      let closed = false;
      const unsubscribe = await app.ctx.hub.subscribe({
        userId,
        send: (notification) => {
          if (!closed)
            raw.write(
              `event: notification\nid: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`,
            );
        },
      });
      reply.hijack();
      // Hijacking skips Fastify's header writing, so CORS and security headers are copied over.
      const inherited = Object.fromEntries(
        Object.entries(reply.getHeaders()).filter(
          (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
        ),
      );
      raw.writeHead(200, {
        ...inherited,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(': connected\n\n');
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        raw.end();
      };
      request.raw.on('close', close);
      app.ctx.streams.add(close);
      raw.on('close', () => app.ctx.streams.delete(close));
    },
  );
}
