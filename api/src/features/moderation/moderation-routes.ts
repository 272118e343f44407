/**
 * Trust and safety: members' reports, and the moderators' queue, items and actions. The
 * moderator routes answer 401 to visitors and 403 to members.
 */
import {
  messageSchema,
  moderationActionPayload,
  moderationItemParams,
  moderationItemSchema,
  moderationQueueSchema,
  reportPayload,
} from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberId, requireMember, requireModerator } from '../auth';
import { errorResponses } from '../../platform/http/responses';
import { moderationItem, moderationQueue, takeAction } from './moderation';
import { fileReport } from './reports';
import { queuePushes } from '../push';
import { answerLanguage, t } from '../../platform/i18n';

export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app);
  const moderator = [member, requireModerator(app)];
  const security = [{ bearer: [] }];
  const { rateLimits } = app.ctx.config;

  r.post(
    '/reports',
    {
      onRequest: member,
      config: { rateLimit: { max: rateLimits.report, timeWindow: rateLimits.windowMs } },
      schema: {
        tags: ['moderation'],
        summary:
          'Report a surgery, update, comment, photo or member to the moderators; one open report per item',
        security,
        body: reportPayload,
        response: { 201: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await fileReport(app.ctx.db, memberId(request), request.body);
      return reply.code(201).send({ message: t(answerLanguage(request, reply), 'report.thanks') });
    },
  );

  r.get(
    '/moderation/queue',
    {
      onRequest: moderator,
      schema: {
        tags: ['moderation'],
        summary:
          'Moderators: open reported items, pending first posts and photos, most reports first, then oldest',
        security,
        response: { 200: moderationQueueSchema, ...errorResponses },
      },
    },
    async () => moderationQueue(app.ctx.db, app.ctx.photos.signer),
  );

  r.get(
    '/moderation/items/:itemType/:itemId',
    {
      onRequest: moderator,
      schema: {
        tags: ['moderation'],
        summary: 'Moderators: one item in context with its reports, author history and audit log',
        security,
        params: moderationItemParams,
        response: { 200: moderationItemSchema, ...errorResponses },
      },
    },
    async (request) => moderationItem(app.ctx.db, request.params.itemType, request.params.itemId),
  );

  r.post(
    '/moderation/items/:itemType/:itemId/actions',
    {
      onRequest: moderator,
      schema: {
        tags: ['moderation'],
        summary:
          'Moderators: dismiss, hide, restore, approve, or suspend the author (1, 7 or 30 days); audited',
        description:
          'Every action needs a reason and settles the item’s open reports. Hide, restore and suspend notify the author without naming the moderator; approve publishes a pending first post and notifies as a normal post would.',
        security,
        params: moderationItemParams,
        body: moderationActionPayload,
        response: { 200: moderationItemSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { itemType, itemId } = request.params;
      const outcome = await takeAction(
        app.ctx.db,
        memberId(request),
        itemType,
        itemId,
        request.body,
        app.ctx.clock(),
      );
      if (outcome.feedChanged) await app.ctx.feedCache.changed();
      for (const userId of outcome.notifiedUserIds) {
        app.ctx.hub.publish(userId).catch((err: unknown) => request.log.warn({ err }, 'notify failed'));
      }
      await queuePushes(app.ctx, outcome.pushes).catch((err: unknown) =>
        request.log.warn({ err }, 'push not queued'),
      );
      return moderationItem(app.ctx.db, itemType, itemId);
    },
  );
}
