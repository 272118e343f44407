/** Follow-up updates of a surgery. */
import { idParam, newUpdateWithPhotos, updateSchema, updateWithPhotos } from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberId, requireMember, requestViewer, requireNotSuspended, memberIdCommand } from '../auth';
import { invalidatesFeed } from '../../platform/http/feed-invalidation';
import { idempotencyScope, markReplay } from '../../platform/http/idempotency-scope';
import { idempotencyHeaders } from '../../platform/http/idempotency-key';
import { errorResponses } from '../../platform/http/responses';
import { runIdempotent } from '../../platform/idempotency';
import { followedPush, queuePushes } from '../push';
import { everyoneNotified } from './follows';
import { createUpdate, deleteUpdate, editUpdate, getUpdate } from './updates';

export async function updateRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app);
  const security = [{ bearer: [] }];
  const onSend = invalidatesFeed(app);
  const writer = [member, requireNotSuspended(app)];

  r.post(
    '/review/update',
    {
      onRequest: writer,
      onSend,
      schema: {
        tags: ['updates'],
        summary: 'Add an update to a surgery (id is the surgery id)',
        security,
        headers: idempotencyHeaders,
        body: newUpdateWithPhotos,
        response: { 201: updateSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const { id, ...fields } = request.body;
      const outcome = await runIdempotent(app.ctx.db, idempotencyScope(request, userId), async (trx) => {
        const posted = await createUpdate(trx, userId, id, fields);
        return { status: 201 as const, body: posted.update, notified: posted.notified };
      });
      // After commit, and only the first time: a failed wake-up must not fail a saved update.
      if (!outcome.replayed) {
        for (const notifiedId of everyoneNotified(outcome.notified)) {
          app.ctx.hub.publish(notifiedId).catch((err: unknown) => request.log.warn({ err }, 'notify failed'));
        }
        // Followers' pushes only: the owner's notice of a caregiver's update is in the app.
        await queuePushes(app.ctx, followedPush(outcome.notified.followers, id)).catch((err: unknown) =>
          request.log.warn({ err }, 'push not queued'),
        );
      }
      markReplay(reply, outcome);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  r.get(
    '/updates/:id',
    {
      schema: {
        tags: ['updates'],
        summary: 'One update by its id',
        params: idParam,
        response: { 200: updateSchema, ...errorResponses },
      },
    },
    async (request) => getUpdate(app.ctx.db, request.params.id, await requestViewer(app, request)),
  );

  r.put(
    '/update/:id',
    {
      onRequest: writer,
      onSend,
      schema: {
        tags: ['updates'],
        summary: 'Edit an update',
        security,
        params: idParam,
        body: updateWithPhotos,
        response: { 200: updateSchema, ...errorResponses },
      },
    },
    async (request) => editUpdate(app.ctx.db, memberId(request), request.params.id, request.body),
  );

  memberIdCommand(app, {
    method: 'DELETE',
    url: '/update/:id',
    tag: 'updates',
    summary: 'Delete an update',
    changesFeed: true,
    run: (userId, id) => deleteUpdate(app.ctx.db, userId, id),
  });
}
