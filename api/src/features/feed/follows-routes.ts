/** Following surgeries: the Follow button on each card. */
import { followsSchema } from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberId, requireMember, memberIdCommand } from '../auth';
import { errorResponses } from '../../platform/http/responses';
import { followedSurgeryIds, followSurgery, unfollowSurgery } from './follows';

export async function followRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/follows',
    {
      onRequest: requireMember(app),
      schema: {
        tags: ['follows'],
        summary: 'The surgeries you follow (your own are followed implicitly and not listed)',
        security: [{ bearer: [] }],
        response: { 200: followsSchema, ...errorResponses },
      },
    },
    async (request) => ({ reviewIds: await followedSurgeryIds(app.ctx.db, memberId(request)) }),
  );

  memberIdCommand(app, {
    method: 'PUT',
    url: '/follows/:id',
    tag: 'follows',
    summary: 'Follow a surgery (id is the surgery id): its new updates notify you; idempotent',
    run: (userId, id) => followSurgery(app.ctx.db, userId, id),
  });

  memberIdCommand(app, {
    method: 'DELETE',
    url: '/follows/:id',
    tag: 'follows',
    summary: 'Stop following a surgery (id is the surgery id); idempotent',
    run: (userId, id) => unfollowSurgery(app.ctx.db, userId, id),
  });
}
