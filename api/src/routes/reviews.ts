/** Surgeries (reviews): feed, create, edit, delete. */
import { idParam, reviewPayload, reviewsQuery } from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { memberId, requireMember } from '../plugins/authenticate';
import { errorResponses, noContent, reviewPageSchema, reviewSchema } from '../schemas/responses';
import { listReviews } from '../services/reviews-read';
import { createReview, deleteReview, updateReview } from '../services/reviews-write';

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app);
  const security = [{ bearer: [] }];

  r.get(
    '/reviews',
    {
      schema: {
        tags: ['surgeries'],
        summary: 'Feed of surgeries, newest first, keyset-paginated',
        querystring: reviewsQuery,
        response: { 200: reviewPageSchema, ...errorResponses },
      },
    },
    async (request) => listReviews(app.ctx.db, request.query),
  );

  r.post(
    '/review',
    {
      onRequest: member,
      schema: {
        tags: ['surgeries'],
        summary: 'Create a surgery (with an id it edits, as the spec’s save does)',
        security,
        body: reviewPayload,
        response: { 200: reviewSchema, 201: reviewSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      if (request.body.id !== undefined) {
        return reply.code(200).send(await updateReview(app.ctx.db, userId, request.body.id, request.body));
      }
      return reply.code(201).send(await createReview(app.ctx.db, userId, request.body));
    },
  );

  r.put(
    '/review',
    {
      onRequest: member,
      schema: {
        tags: ['surgeries'],
        summary: 'Edit a surgery; procedures are replaced',
        security,
        body: reviewPayload,
        response: { 200: reviewSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (request.body.id === undefined) {
        throw new AppError(400, 'A surgery id is required to edit', { id: 'A surgery id is required to edit' });
      }
      return updateReview(app.ctx.db, memberId(request), request.body.id, request.body);
    },
  );

  r.delete(
    '/review/:id',
    {
      onRequest: member,
      schema: {
        tags: ['surgeries'],
        summary: 'Delete a surgery with its updates, comments and notifications',
        security,
        params: idParam,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteReview(app.ctx.db, memberId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
