/** Prometheus scrape endpoint: the one registry of platform/metrics.ts in text exposition format. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireScraper } from '../auth';
import { errorResponses } from '../../platform/http/responses';
import { metricsText } from '../../platform/metrics';

export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/metrics',
    {
      onRequest: requireScraper(app.ctx.config.metricsToken),
      schema: {
        tags: ['health'],
        summary: 'Counters in Prometheus text format; needs the METRICS_TOKEN bearer when one is configured',
        response: {
          200: {
            description: 'Prometheus text exposition format 0.0.4',
            content: { 'text/plain': { schema: z.string().describe('Prometheus text exposition format') } },
          },
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      const { contentType, body } = await metricsText();
      return reply.type(contentType).send(body);
    },
  );
}
