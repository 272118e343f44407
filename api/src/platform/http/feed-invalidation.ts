/**
 * onSend hook for the writes that change what a feed page shows (a surgery, its procedures or
 * updates, its comment count, a member's surgery count). It runs after the handler committed and
 * before the response leaves, so the writer's next GET /reviews already misses the cache.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export function invalidatesFeed(app: FastifyInstance) {
  return async <T>(request: FastifyRequest, reply: FastifyReply, payload: T): Promise<T> => {
    const status = reply.statusCode;
    // A 4xx was refused before anything was written (validation, auth, ownership, conflict).
    if (status >= 400 && status < 500) return payload;
    // A 5xx may or may not have committed: drop the pages anyway, but do not hold an error
    // response (often a database outage) behind a NOTIFY that would wait for the database too.
    await app.ctx.feedCache.changed({ wait: status < 500 });
    return payload;
  };
}
