/** Facebook login and profile creation (docs/product.md §4 Social login). */
import {
  createProfilePayload,
  facebookValidatePayload,
  authCheckSchema,
  authenticatedUserSchema,
} from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalidatesFeed } from '../../platform/http/feed-invalidation';
import { errorResponses } from '../../platform/http/responses';
import { requestLanguage } from '../../platform/i18n';
import { createFacebookAccount, facebookLogin } from './facebook';

export async function facebookRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits, facebook } = app.ctx.config;
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: rateLimits.windowMs } });

  r.post(
    '/facebook/validate',
    {
      config: limit(rateLimits.login),
      schema: {
        tags: ['accounts'],
        summary: 'Check a Facebook access token with Graph debug_token; log in or start profile creation',
        body: facebookValidatePayload,
        response: { 200: authCheckSchema, ...errorResponses },
      },
    },
    async (request) => facebookLogin(app.ctx.db, facebook, request.body.userID, request.body.accessToken),
  );

  r.post(
    '/patient',
    {
      config: limit(rateLimits.signup),
      // As for email sign-up: a new member, so feed pages are dropped (cheap insurance).
      onSend: invalidatesFeed(app),
      schema: {
        tags: ['accounts'],
        summary: 'Create the profile of a Facebook user validated moments ago',
        body: createProfilePayload,
        response: { 201: authenticatedUserSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createFacebookAccount(app.ctx.db, request.body, requestLanguage(request))),
  );
}
