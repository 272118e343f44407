/** Bearer-token authentication; `?token=` is accepted only where a route opts in (EventSource cannot send headers). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { userIdForToken } from '../services/sessions';

export function bearerToken(request: FastifyRequest, allowQuery = false): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  if (allowQuery) {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token === 'string' && token.length > 0) return token;
  }
  return null;
}

export async function resolveUser(
  app: FastifyInstance,
  request: FastifyRequest,
  allowQuery = false,
): Promise<number | null> {
  if (request.userId !== undefined) return request.userId;
  const token = bearerToken(request, allowQuery);
  if (!token || token.length > 200) return null;
  const userId = await userIdForToken(app.ctx.db, token);
  if (userId !== null) request.userId = userId;
  return userId;
}

/** onRequest hook for member-only routes: runs before body validation, so a visitor gets 401, not 400. */
export function requireMember(app: FastifyInstance, allowQuery = false) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = await resolveUser(app, request, allowQuery);
    if (userId === null) throw new AppError(401, 'Authentication required');
  };
}

/** The member id inside a handler guarded by `requireMember`. */
export function memberId(request: FastifyRequest): number {
  if (request.userId === undefined) throw new AppError(401, 'Authentication required');
  return request.userId;
}
