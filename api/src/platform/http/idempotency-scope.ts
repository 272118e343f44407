/** What the create routes share for Idempotency-Key: the request's scope and the replay mark. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyScope } from '../idempotency';

/** Set on a replayed answer, so a client or a log can tell it from the first one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** The key belongs to the member and the route; the validated body is what it must match. */
export function idempotencyScope(request: FastifyRequest, userId: number): IdempotencyScope {
  const key = request.headers['idempotency-key'];
  return {
    userId,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    key: typeof key === 'string' ? key : undefined,
    body: request.body,
  };
}

export function markReplay(reply: FastifyReply, outcome: { replayed: boolean }): void {
  if (outcome.replayed) void reply.header(REPLAYED_HEADER, 'true');
}
