/**
 * Feeds platform/metrics.ts from one app: every answer's duration by route pattern (event
 * streams aside), and this app's streams, pool and queue as a source read at scrape time from
 * ready until close.
 */
import type { FastifyInstance } from 'fastify';
import { addMetricsSource, observeRequest, UNMATCHED_ROUTE, type MetricsSource } from '../metrics';

export function registerHttpMetrics(app: FastifyInstance, source: MetricsSource): void {
  app.addHook('onResponse', async (request, reply) => {
    // An event stream lasts as long as the member stays: no response time, and it would swamp
    // the route's quantiles. journeys_notification_streams_open counts streams instead.
    if (String(reply.raw.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
    // The pattern (/reviews/:id), never the URL: ids and probes would each make a series.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  let remove: (() => void) | undefined;
  app.addHook('onReady', async () => {
    remove = addMetricsSource(source);
  });
  app.addHook('onClose', async () => {
    remove?.();
  });
}
