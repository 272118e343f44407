/**
 * Recovery insights: public aggregates over every journey. Answers are kept serialized in
 * the feed cache (platform/feed-cache.ts) under `insights:` keys: they change exactly when the
 * feed does, so the writes that drop feed pages (platform/http/feed-invalidation.ts, on every API
 * instance through NOTIFY) drop these too — one cache, one invalidation path.
 */
import {
  idParam,
  onTrackSchema,
  procedureInsightsSchema,
  procedureListSchema,
  surgeonInsightsSchema,
} from '@journeys/shared/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { requestLanguage } from '../../platform/i18n';
import { proceduresNamedIn } from '../feed';
import { errorResponses } from '../../platform/http/responses';
import { onTrack } from './on-track';
import { listProcedures, procedureInsights } from './procedures';
import { surgeonInsights } from './surgeons';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const npiParam = z.object({ npi: z.string().regex(/^\d{10}$/, 'A surgeon NPI is 10 digits') });

export async function insightsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The cached JSON of `key` in the request's language (the procedures' names), or `load()`
   * encoded by `schema` exactly as the serializer would and stored; `load()` answering null is a
   * 404 for `what`, and is not cached.
   */
  async function sendCached<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: S,
    what: string,
    load: () => Promise<z.output<S> | null>,
  ): Promise<FastifyReply> {
    const language = requestLanguage(request);
    const body = await app.ctx.feedCache.read(`insights:${language}:${key}`, async () => {
      const value = await load();
      if (value === null) throw notFound(what);
      return JSON.stringify(z.encode(schema, proceduresNamedIn(language, value)));
    });
    return reply.type(JSON_CONTENT_TYPE).send(body);
  }

  r.get(
    '/insights/procedures',
    {
      schema: {
        tags: ['insights'],
        summary: 'Procedures with at least one journey, most journeys first',
        response: { 200: procedureListSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, 'procedures', procedureListSchema, 'Procedure', () =>
        listProcedures(app.ctx.db),
      ),
  );

  r.get(
    '/insights/procedures/:id',
    {
      schema: {
        tags: ['insights'],
        summary:
          'One procedure: journeys, recovery curve by period, share better than before, satisfaction; figures from fewer than 11 journeys are null and suppressed',
        params: idParam,
        response: { 200: procedureInsightsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(request, reply, `procedure:${id}`, procedureInsightsSchema, 'Procedure', () =>
        procedureInsights(app.ctx.db, id),
      );
    },
  );

  r.get(
    '/insights/surgeons/:npi',
    {
      schema: {
        tags: ['insights'],
        summary:
          "A surgeon's journeys per procedure with 95% intervals, each set against the procedure's overall figures (never a rank)",
        params: npiParam,
        response: { 200: surgeonInsightsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { npi } = request.params;
      return sendCached(request, reply, `surgeon:${npi}`, surgeonInsightsSchema, 'Surgeon', () =>
        surgeonInsights(app.ctx.db, npi),
      );
    },
  );

  r.get(
    '/insights/surgeries/:id/on-track',
    {
      schema: {
        tags: ['insights'],
        summary:
          "Where a surgery's latest symptom report sits against other journeys with its procedure in the same period",
        params: idParam,
        response: { 200: onTrackSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(request, reply, `on-track:${id}`, onTrackSchema, 'Surgery', () =>
        onTrack(app.ctx.db, id),
      );
    },
  );
}
