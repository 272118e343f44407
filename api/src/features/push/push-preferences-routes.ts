/** Which kinds of push the member gets (notifications and account pages), as the email choices are. */
import { pushPreferencesPayload, pushPreferencesSchema } from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/http/responses';
import { memberId, requireMember } from '../auth';
import { getPushPreferences, updatePushPreferences } from './push-preferences';

export async function pushPreferenceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits } = app.ctx.config;
  const limit = { rateLimit: { max: rateLimits.account, timeWindow: rateLimits.windowMs } };
  const member = { onRequest: requireMember(app) };
  const bearer = [{ bearer: [] }];

  r.get(
    '/account/push-preferences',
    {
      ...member,
      schema: {
        tags: ['accounts'],
        summary: 'Which kinds of push the member gets, on every device they turned push on',
        security: bearer,
        response: { 200: pushPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => getPushPreferences(app.ctx.db, memberId(request)),
  );

  r.put(
    '/account/push-preferences',
    {
      ...member,
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Turn kinds of push on or off (any subset); answers the full choice',
        security: bearer,
        body: pushPreferencesPayload,
        response: { 200: pushPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => updatePushPreferences(app.ctx.db, memberId(request), request.body),
  );
}
