import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { errorBody } from '../../platform/http/error-handler';
import { errorSchema } from '../../platform/http/responses';

const HEALTH_TIMEOUT_MS = 2000;

/**
 * /ping is liveness, /health readiness. While app.close() runs, both answer 503 from the shutdown
 * gate (platform/http/shutdown-gate.ts) without reaching these handlers.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Liveness for an orchestrator: answers while the event loop runs, without touching the
  // database, so a database outage does not get healthy instances restarted.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/ping',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness without a database round trip',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness for the load balancer: a database round trip; 503 while the database is unreachable or the instance is shutting down',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: errorSchema },
      },
    },
    async (request, reply) => {
      try {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_TIMEOUT_MS);
        });
        await Promise.race([sql`select 1`.execute(app.ctx.db), timeout]).finally(() => clearTimeout(timer));
        return { status: 'ok' as const, database: app.ctx.database.kind };
      } catch (err) {
        request.log.warn({ err }, 'health check failed');
        return reply.code(503).send(errorBody('SERVICE_UNAVAILABLE', 'Service temporarily unavailable'));
      }
    },
  );
}
