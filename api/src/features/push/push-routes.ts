/**
 * Push on a device: the key a browser subscribes with, and turning this device's pushes on
 * (subscribe) or off (unsubscribe). Which kinds a member gets is push-preferences-routes.ts.
 */
import {
  ERROR_MESSAGES,
  pushPublicKeySchema,
  pushSubscriptionPayload,
  pushSubscriptionRemoval,
} from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import { errorResponses, noContent } from '../../platform/http/responses';
import { memberId, memberSessionId, requireMember } from '../auth';
import { checkEndpoint, checkKeys } from './push-subscription-rules';
import { removeSubscription, saveSubscription } from './push-subscriptions';

export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits } = app.ctx.config;
  const limit = { rateLimit: { max: rateLimits.account, timeWindow: rateLimits.windowMs } };
  const member = { onRequest: requireMember(app) };
  const bearer = [{ bearer: [] }];

  r.get(
    '/push/public-key',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'The VAPID public key a browser subscribes to push with (its applicationServerKey); 503 when push is off',
        response: { 200: pushPublicKeySchema, ...errorResponses },
      },
    },
    async () => {
      const vapid = app.ctx.config.push.vapid;
      if (!vapid) throw new AppError('PUSH_NOT_CONFIGURED', ERROR_MESSAGES.PUSH_NOT_CONFIGURED);
      return { publicKey: vapid.publicKey };
    },
  );

  r.post(
    '/push/subscriptions',
    {
      ...member,
      config: limit,
      schema: {
        tags: ['notifications'],
        summary:
          'Turn push on for this device: its PushSubscription, tied to this log-in (idempotent by endpoint)',
        description:
          'The endpoint must be https (outside production also http on 127.0.0.1, localhost or [::1]). An endpoint known for another member moves to this one; past 20 devices the oldest is dropped. Logging out of this session removes it.',
        security: bearer,
        body: pushSubscriptionPayload,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { config } = app.ctx;
      if (!config.push.vapid) throw new AppError('PUSH_NOT_CONFIGURED', ERROR_MESSAGES.PUSH_NOT_CONFIGURED);
      checkEndpoint(request.body.endpoint, config.push.allowLoopbackHttp);
      checkKeys(request.body.keys);
      await saveSubscription(
        app.ctx.db,
        memberId(request),
        memberSessionId(request),
        request.body,
        app.ctx.clock(),
      );
      return reply.code(204).send(null);
    },
  );

  r.delete(
    '/push/subscriptions',
    {
      ...member,
      config: limit,
      schema: {
        tags: ['notifications'],
        summary: "Turn push off for one of the member's devices (204 also when it was not on)",
        security: bearer,
        body: pushSubscriptionRemoval,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeSubscription(app.ctx.db, memberId(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
}
