/** The account page's sessions: the member's signed-in browsers, and signing them out. */
import { accountSessionListSchema, idParam } from '@journeys/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { errorResponses, noContent } from '../../platform/http/responses';
import {
  bearerToken,
  deviceToken,
  liveSessions,
  memberId,
  requireMember,
  revokeOtherSessions,
  revokeOwnSession,
  type KeepOnRevoke,
} from '../auth';
import { userAgentNames } from './user-agent';

/** The caller's own session and browser survive what ends the member's others. */
export const keepOf = (request: FastifyRequest): KeepOnRevoke => ({
  session: bearerToken(request),
  device: deviceToken(request),
});

/** Registered by accountSettingsRoutes, after its own routes. */
export function accountSessionRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits } = app.ctx.config;
  const limit = { rateLimit: { max: rateLimits.account, timeWindow: rateLimits.windowMs } };
  const member = { onRequest: requireMember(app) };
  const bearer = [{ bearer: [] }];

  r.get(
    '/account/sessions',
    {
      ...member,
      schema: {
        tags: ['accounts'],
        summary: "The member's signed-in browsers, most recently used first",
        security: bearer,
        response: { 200: accountSessionListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await liveSessions(app.ctx.db, memberId(request), bearerToken(request));
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          ...userAgentNames(row.user_agent),
          lastSeenAt: row.last_seen_at?.toISOString() ?? null,
          createdAt: row.created_at.toISOString(),
          current: row.current,
        })),
      };
    },
  );

  r.post(
    '/account/sessions/revoke-others',
    {
      ...member,
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Sign out every session of the member but this one',
        security: bearer,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await revokeOtherSessions(app.ctx.db, memberId(request), keepOf(request));
      return reply.code(204).send(null);
    },
  );

  r.delete(
    '/account/sessions/:id',
    {
      ...member,
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: "Sign out one of the member's own sessions (another member's: 404)",
        security: bearer,
        params: idParam,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await revokeOwnSession(app.ctx.db, memberId(request), request.params.id)))
        throw notFound('Session');
      return reply.code(204).send(null);
    },
  );
}
