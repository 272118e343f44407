/** Comment threads, replies, their author's edits and deletions, and read marking. */
import {
  commentEditPayload,
  commentPayload,
  idParam,
  commentSchema,
  commentThreadsSchema,
} from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberId, requireMember, requestViewer, requireNotSuspended, memberIdCommand } from '../auth';
import { invalidatesFeed } from '../../platform/http/feed-invalidation';
import { idempotencyScope, markReplay } from '../../platform/http/idempotency-scope';
import { idempotencyHeaders } from '../../platform/http/idempotency-key';
import { errorResponses, noContent } from '../../platform/http/responses';
import { commentThread, deleteComment, editComment, markCommentRead, postComment } from './comments';
import { runIdempotent } from '../../platform/idempotency';
import { commentPush, queuePushes } from '../push';

const reviewIdParam = z.object({ reviewId: idParam.shape.id });

export async function commentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app);
  const security = [{ bearer: [] }];
  const { rateLimits } = app.ctx.config;
  const writer = [member, requireNotSuspended(app)];

  r.post(
    '/comment',
    {
      onRequest: writer,
      // commentCount is on every feed card.
      onSend: invalidatesFeed(app),
      config: { rateLimit: { max: rateLimits.comment, timeWindow: rateLimits.windowMs } },
      schema: {
        tags: ['comments'],
        summary: 'Comment on a surgery, or reply when commentId is given; notifies the addressee',
        security,
        headers: idempotencyHeaders,
        body: commentPayload,
        response: { 201: commentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const outcome = await runIdempotent(app.ctx.db, idempotencyScope(request, userId), async (trx) => {
        const posted = await postComment(trx, userId, request.body);
        return { status: 201 as const, body: posted.comment, notifiedUserId: posted.notifiedUserId };
      });
      // After commit, and only the first time: a failed wake-up must not fail a saved comment.
      if (!outcome.replayed && outcome.notifiedUserId !== null) {
        app.ctx.hub
          .publish(outcome.notifiedUserId)
          .catch((err: unknown) => request.log.warn({ err }, 'notify failed'));
        await queuePushes(app.ctx, [commentPush(outcome.notifiedUserId, outcome.body)]).catch(
          (err: unknown) => request.log.warn({ err }, 'push not queued'),
        );
      }
      markReplay(reply, outcome);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  r.get(
    '/comments/:reviewId',
    {
      schema: {
        tags: ['comments'],
        summary: 'A surgery’s comment tree: top level oldest first, replies nested',
        params: reviewIdParam,
        response: { 200: commentThreadsSchema, ...errorResponses },
      },
    },
    async (request) => commentThread(app.ctx.db, request.params.reviewId, await requestViewer(app, request)),
  );

  // The card's commentCount and a thread's text change, as with posting.
  const ownCommentRoute = {
    onRequest: member,
    onSend: invalidatesFeed(app),
    config: { rateLimit: { max: rateLimits.comment, timeWindow: rateLimits.windowMs } },
  };

  r.put(
    '/comment/:id',
    {
      ...ownCommentRoute,
      onRequest: writer,
      schema: {
        tags: ['comments'],
        summary: 'Edit your own comment or reply; it shows as edited',
        security,
        params: idParam,
        body: commentEditPayload,
        response: { 200: commentSchema, ...errorResponses },
      },
    },
    async (request) => editComment(app.ctx.db, memberId(request), request.params.id, request.body.text),
  );

  r.delete(
    '/comment/:id',
    {
      ...ownCommentRoute,
      schema: {
        tags: ['comments'],
        summary:
          'Delete your own comment or reply: kept as deleted while replies hang under it, else removed; its notifications go',
        security,
        params: idParam,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteComment(app.ctx.db, memberId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const url of ['/comment/:id/read', '/reply/:id/read']) {
    memberIdCommand(app, {
      method: 'POST',
      url,
      tag: 'comments',
      summary: 'Mark a comment or reply addressed to you as read (and its notification)',
      run: (userId, id) => markCommentRead(app.ctx.db, userId, id),
    });
  }
}
