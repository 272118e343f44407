/**
 * Once app.close() has begun, every new request — the readiness probe (/health) first — answers
 * 503 at once, so the load balancer takes this instance out while its running requests and
 * streams finish. Fastify's own answer for this (return503OnClosing) skips every hook, so it
 * would carry no request id, no error code, no metric and no CORS headers; app.ts turns it off in
 * favour of this. Two halves: the close is noticed as soon as it begins (before any other
 * preClose hook), and requests are refused after the CORS hook has run, so a page still loading
 * reads the 503 rather than a CORS failure.
 */
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

const closingApps = new WeakSet<FastifyInstance>();

/** Registered before any other preClose hook, so it runs before the queue and the streams stop. */
export function noticeClose(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    closingApps.add(app);
  });
}

/** Registered after the CORS hook: the 503 carries the headers a browser needs to read it. */
export function refuseWhileClosing(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    if (!closingApps.has(app)) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .send(errorBody('SERVICE_UNAVAILABLE', 'Service temporarily unavailable'));
  });
}
