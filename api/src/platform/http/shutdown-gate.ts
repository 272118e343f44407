/**
 * Once app.close() has begun, every new request — the readiness probe (/health) first — answers
 * 503 at once, so the load balancer takes this instance out while its running requests and
 * streams finish. Fastify's own answer for this (return503OnClosing) skips every hook, so it
 * would carry no request id, no error code and no metric; app.ts turns it off in favour of this.
 */
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

export function registerShutdownGate(app: FastifyInstance): void {
  let closing = false;
  // Registered before any other preClose hook, so it runs as soon as close begins and before
  // the queue and the streams are stopped.
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .send(errorBody('SERVICE_UNAVAILABLE', 'Service temporarily unavailable'));
  });
}
