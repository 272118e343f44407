/**
 * Bearer-token authentication. No route takes the session token from the URL: URLs end up in
 * logs and browser history. The notification stream, which EventSource opens without headers,
 * takes a one-time ticket instead (features/auth/stream-tickets.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../platform/errors';
import { sessionForToken } from './sessions';
import { redeemStreamTicket } from './stream-tickets';

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

/** How a route lets callers in: the OpenAPI document derives each operation's security from it. */
export type Guard = 'member' | 'stream' | 'scraper';
const guards = new WeakMap<object, Guard>();

function tagged<F extends object>(guard: Guard, hook: F): F {
  guards.set(hook, guard);
  return hook;
}

/** The guard among a route's hooks (one function or an array), if any. */
export function guardOf(hooks: unknown): Guard | undefined {
  const list: unknown[] = Array.isArray(hooks) ? hooks : [hooks];
  for (const hook of list) {
    const guard = typeof hook === 'function' ? guards.get(hook) : undefined;
    if (guard) return guard;
  }
  return undefined;
}

/** onRequest hook for member-only routes: runs before body validation, so a visitor gets 401, not 400. */
export function requireMember(app: FastifyInstance) {
  return tagged('member', async (request: FastifyRequest): Promise<void> => {
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
  return tagged('stream', async (request: FastifyRequest): Promise<void> => {
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

/**
 * onRequest hook of GET /metrics: with a token configured (METRICS_TOKEN) the scraper must send
 * it as a bearer; without one, in development, the counters are open.
 */
export function requireScraper(token: string | undefined) {
  const expected = token === undefined ? null : Buffer.from(token);
  return tagged('scraper', async (request: FastifyRequest): Promise<void> => {
    if (!expected) return;
    const given = Buffer.from(bearerToken(request) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthorized('A valid metrics token is required');
    }
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
