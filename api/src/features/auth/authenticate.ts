/**
 * Bearer-token authentication. No route takes the session token from the URL: URLs end up in
 * logs and browser history. The notification stream, which EventSource opens without headers,
 * takes a one-time ticket instead (features/auth/stream-tickets.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../platform/errors';
import { guarded } from '../../platform/http/route-guards';
import { sessionForToken } from './sessions';
import { redeemStreamTicket } from './stream-tickets';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `resolveUser`; undefined when the request carries no valid session. */
    userId?: number;
    /** The session that authenticated the request (bearer token or stream ticket). */
    sessionId?: number;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export async function resolveUser(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  if (request.userId !== undefined) return request.userId;
  const token = bearerToken(request);
  if (!token || token.length > 200) return null;
  // The sessions list shows each session's browser and last use; the write is at most once a minute.
  const session = await sessionForToken(app.ctx.db, token, {
    userAgent: request.headers['user-agent'],
    now: app.ctx.clock(),
  });
  if (!session) return null;
  request.userId = session.userId;
  request.sessionId = session.id;
  return session.userId;
}

/** onRequest hook for member-only routes: runs before body validation, so a visitor gets 401, not 400. */
export function requireMember(app: FastifyInstance) {
  return guarded('member', async (request: FastifyRequest): Promise<void> => {
    const userId = await resolveUser(app, request);
    if (userId === null) throw unauthorized();
  });
}

export const STREAM_AUTH_REQUIRED =
  'Authentication required: open the stream with a ticket from POST /notifications/stream-ticket';
export const STREAM_TICKET_REFUSED = 'This stream ticket is invalid, expired or already used';

/**
 * preHandler of the notification stream: `?ticket=` (used up here) or a bearer header. It runs
 * after validation, so a malformed request does not use up its ticket.
 */
export function requireStreamMember(app: FastifyInstance) {
  return guarded('stream', async (request: FastifyRequest): Promise<void> => {
    const { ticket } = request.query as { ticket?: string };
    if (ticket) {
      const owner = await redeemStreamTicket(app.ctx.db, ticket);
      if (owner === null) throw new AppError('STREAM_TICKET_INVALID', STREAM_TICKET_REFUSED);
      request.userId = owner.userId;
      request.sessionId = owner.sessionId;
      return;
    }
    if ((await resolveUser(app, request)) === null) throw unauthorized(STREAM_AUTH_REQUIRED);
  });
}

/** The member id inside a handler guarded by `requireMember`. */
export function memberId(request: FastifyRequest): number {
  if (request.userId === undefined) throw unauthorized();
  return request.userId;
}

/** The session id inside a handler guarded by `requireMember` or `requireStreamMember`. */
export function memberSessionId(request: FastifyRequest): number {
  if (request.sessionId === undefined) throw unauthorized();
  return request.sessionId;
}
