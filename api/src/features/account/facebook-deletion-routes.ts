/**
 * Facebook's data-deletion callback and the status its answer links to (docs/product.md §7;
 * docs/security.md §10). Facebook posts a form, not JSON: this plugin alone parses
 * application/x-www-form-urlencoded (Fastify's encapsulation keeps the parser out of other routes).
 */
import {
  confirmationCodeParam,
  facebookDeletionAnswerSchema,
  facebookDeletionPayload,
  facebookDeletionStatusSchema,
} from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalidatesFeed } from '../../platform/http/feed-invalidation';
import { errorResponses } from '../../platform/http/responses';
import { facebookDeletionStatus, handleFacebookDeletion } from './facebook-deletion';
import { tellHelperLeft } from '../help';

export async function facebookDeletionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits, facebook, publicSiteUrl } = app.ctx.config;
  const limit = { rateLimit: { max: rateLimits.login, timeWindow: rateLimits.windowMs } };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  r.post(
    '/facebook/data-deletion',
    {
      config: limit,
      onSend: invalidatesFeed(app),
      schema: {
        tags: ['accounts'],
        summary: "Facebook's data-deletion callback: erase the member named by the signed request",
        consumes: ['application/x-www-form-urlencoded'],
        body: facebookDeletionPayload,
        response: { 200: facebookDeletionAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { answer, helpLeft } = await handleFacebookDeletion(
        app.ctx.db,
        { appSecret: facebook.appSecret, publicSiteUrl },
        request.body.signed_request,
        app.ctx.clock(),
      );
      // After the commit, as for 'Delete account': owners whose slots the member had taken are told.
      await tellHelperLeft(app.ctx, helpLeft).catch((err: unknown) =>
        request.log.warn({ err }, 'help calendar news not queued'),
      );
      return answer;
    },
  );

  r.get(
    '/facebook/data-deletion/:code',
    {
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Status of a Facebook data-deletion request by its confirmation code',
        params: confirmationCodeParam,
        response: { 200: facebookDeletionStatusSchema, ...errorResponses },
      },
    },
    async (request) => facebookDeletionStatus(app.ctx.db, request.params.code),
  );
}
