/**
 * Bearer-token authentication. No route takes the session token from the URL: URLs end up in
 * logs and browser history. The notification stream, which EventSource opens without headers,
 * takes a one-time ticket instead (services/stream-tickets.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { userIdForToken } from '../services/sessions';
import { redeemStreamTicket } from '../services/stream-tickets';

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
  const userId = await userIdForToken(app.ctx.db, token);
  if (userId !== null) request.userId = userId;
  return userId;
}

/** onRequest hook for member-only routes: runs before body validation, so a visitor gets 401, not 400. */
export function requireMember(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = await resolveUser(app, request);
    if (userId === null) throw new AppError(401, 'Authentication required');
  };
}

export const STREAM_AUTH_REQUIRED =
  'Authentication required: open the stream with a ticket from POST /notifications/stream-ticket';
export const STREAM_TICKET_REFUSED = 'This stream ticket is invalid, expired or already used';

/**
 * preHandler of the notification stream: `?ticket=` (used up here) or a bearer header. It runs
 * after validation, so a malformed request does not use up its ticket.
 */
export function requireStreamMember(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const { ticket } = request.query as { ticket?: string };
    if (ticket) {
      const userId = await redeemStreamTicket(app.ctx.db, ticket);
      if (userId === null) throw new AppError(401, STREAM_TICKET_REFUSED);
      request.userId = userId;
      return;
    }
    if ((await resolveUser(app, request)) === null) throw new AppError(401, STREAM_AUTH_REQUIRED);
  };
}

/** The member id inside a handler guarded by `requireMember`. */
export function memberId(request: FastifyRequest): number {
  if (request.userId === undefined) throw new AppError(401, 'Authentication required');
  return request.userId;
}
