/**
 * Request ids: one per request, in every log line of it (`reqId`, through request.log) and in
 * the `x-request-id` answer header, so a member's "it failed" and the proxy's access log lead to
 * the same lines. The proxy's (or a caller's) id is kept when it is a plain token; anything else
 * is replaced, because the id is written into logs verbatim.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Wide enough for UUIDs, nginx's $request_id and trace ids; no spaces, quotes or control characters. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId. Several `x-request-id` headers arrive joined by ", " and so are replaced
 * too: which of them to believe is not ours to guess.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Set before any other hook can answer (rate limits, authentication, the 404 handler, errors);
 * the hijacked notification stream copies it with the other headers.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}

type FrameworkErrorHandler<E> = (error: E, request: FastifyRequest, reply: FastifyReply) => void;

/** Refusals before routing (a malformed URL) skip every hook, so they get the header here. */
export function withRequestIdHeader<E>(handler: FrameworkErrorHandler<E>): FrameworkErrorHandler<E> {
  return (error, request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    handler(error, request, reply);
  };
}
