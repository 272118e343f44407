/**
 * What browsers report about the site itself: a remote module that failed to load or threw while
 * rendering (docs/architecture.md §3). Counted in the metrics and logged, nothing stored.
 */
import { REMOTE_NAMES } from '@journeys/shared/module-map';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContent } from '../schemas/responses';
import { countRemoteFailure } from '../platform/metrics';

/** Names from the module map only: a label per arbitrary string would let anyone grow the metrics without bound. */
const remoteFailurePayload = z.strictObject({
  remote: z.enum(REMOTE_NAMES as [string, ...string[]]).describe("The remote's federation name ('feed')"),
  version: z
    .string()
    .max(64)
    .regex(
      /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/,
      'Must be a release version like 0.1.0+3f2a9c1b',
    )
    .optional()
    .describe('The release the page ran, when the remote is served from a release'),
  phase: z.enum(['load', 'render']).describe('load: its files failed; render: it threw while rendering'),
});

export async function clientEventRoutes(app: FastifyInstance): Promise<void> {
  const { rateLimits } = app.ctx.config;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/client-events/remote-failure',
    {
      config: { rateLimit: { max: rateLimits.clientEvents, timeWindow: rateLimits.windowMs } },
      schema: {
        tags: ['client events'],
        summary: 'A remote showed its fallback in a browser: counted in GET /metrics and logged',
        body: remoteFailurePayload,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { remote, version, phase } = request.body;
      countRemoteFailure(remote, phase);
      request.log.warn({ event: 'remote_failure', remote, version, phase }, 'a remote failed in a browser');
      return reply.code(204).send(null);
    },
  );
}
