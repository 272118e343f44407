/** Surgeries (reviews): feed, create, edit, delete. */
import { reviewPayload, reviewsQuery, reviewPageSchema, reviewSchema } from '@journeys/shared/domain';
import { FEED_FILTERS } from '@journeys/shared/feed-filters';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { memberId, requireMember, requestViewer, requireNotSuspended, memberIdCommand } from '../auth';
import { invalidatesFeed } from '../../platform/http/feed-invalidation';
import { idempotencyScope, markReplay } from '../../platform/http/idempotency-scope';
import { idempotencyHeaders } from '../../platform/http/idempotency-key';
import { errorResponses } from '../../platform/http/responses';
import { runIdempotent } from '../../platform/idempotency';
import { hasModeratedContent } from '../../platform/moderation-visibility';
import { requestLanguage, type Language } from '../../platform/i18n';
import { reviewPageIn } from './surgery-type-words';
import { feedOrderOf, listReviews, type ReviewFilter } from './reviews-read';
import { createReview, deleteReview, updateReview } from './reviews-write';
import { hasPrivateCost } from './surgery-costs';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Cache key of a feed page: every field of the validated query (each of FEED_FILTERS, so a new
 * filter cannot be left out and served an unfiltered page), in a fixed order. The order is the
 * one the query resolves to, so `?q=knee` and `?q=knee&sort=...` never share a page.
 */
function feedKey(query: ReviewFilter, language: Language): string {
  return JSON.stringify([
    language,
    ...FEED_FILTERS.map(({ name }) => query[name] ?? null),
    feedOrderOf(query),
    query.cursor ?? null,
    query.limit,
  ]);
}

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app);
  const security = [{ bearer: [] }];
  const onSend = invalidatesFeed(app);
  const writer = [member, requireNotSuspended(app)];
  const seesMoreThanVisitors = async (userId: number) =>
    (await hasModeratedContent(app.ctx.db, userId)) || (await hasPrivateCost(app.ctx.db, userId));

  r.get(
    '/reviews',
    {
      schema: {
        tags: ['surgeries'],
        summary: 'Feed of surgeries: filters, text search and sorts, keyset-paginated, with the total',
        description:
          'Filters combine (AND). `q` is PostgreSQL full-text search (websearch syntax, English stemming) over the surgery, its procedures and its updates; without `sort` a search lists the best match first, anything else the newest first. A cursor only continues the list, sort and search it came from.',
        querystring: reviewsQuery,
        response: { 200: reviewPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // Moderators, authors of hidden or pending content and members with a cost they do not
      // show see more than everyone else: their pages are theirs alone and bypass the shared cache.
      const viewer = await requestViewer(app, request);
      // The listed procedure types' names in the request's language (a member's own as written).
      const language = requestLanguage(request);
      if (viewer.moderator || (viewer.id !== null && (await seesMoreThanVisitors(viewer.id)))) {
        return reviewPageIn(language, await listReviews(app.ctx.db, { ...query, viewer }));
      }
      const body = await app.ctx.feedCache.read(feedKey(query, language), async () =>
        // The schema runs once per fill, exactly as the route's serializer would (encode, then
        // JSON.stringify), so a cached answer is byte-identical to an uncached one.
        JSON.stringify(
          z.encode(reviewPageSchema, reviewPageIn(language, await listReviews(app.ctx.db, query))),
        ),
      );
      // A string with a JSON content type is sent as is: no second serialization per hit.
      return reply.type(JSON_CONTENT_TYPE).send(body as unknown as z.output<typeof reviewPageSchema>);
    },
  );

  r.post(
    '/review',
    {
      onRequest: writer,
      onSend,
      schema: {
        tags: ['surgeries'],
        summary: 'Create a surgery (with an id it edits, as the spec’s save does)',
        security,
        headers: idempotencyHeaders,
        body: reviewPayload,
        response: { 200: reviewSchema, 201: reviewSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const { body } = request;
      const outcome = await runIdempotent(app.ctx.db, idempotencyScope(request, userId), async (trx) =>
        body.id === undefined
          ? { status: 201 as const, body: await createReview(trx, userId, body) }
          : { status: 200 as const, body: await updateReview(trx, userId, body.id, body) },
      );
      markReplay(reply, outcome);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  r.put(
    '/review',
    {
      onRequest: writer,
      onSend,
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
        throw new AppError('SURGERY_ID_REQUIRED', 'A surgery id is required to edit', {
          id: 'A surgery id is required to edit',
        });
      }
      return updateReview(app.ctx.db, memberId(request), request.body.id, request.body);
    },
  );

  memberIdCommand(app, {
    method: 'DELETE',
    url: '/review/:id',
    tag: 'surgeries',
    summary: 'Delete a surgery with its updates, comments and notifications',
    changesFeed: true,
    run: (userId, id) => deleteReview(app.ctx.db, userId, id),
  });
}
