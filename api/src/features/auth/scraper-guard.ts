/** Who may read the counters (GET /metrics, the release health): the scraper's guard, tagged for the OpenAPI document. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/errors';
import { guarded } from '../../platform/http/route-guards';
import { bearerToken } from './authenticate';

/**
 * onRequest hook of GET /metrics: with a token configured (METRICS_TOKEN) the scraper must send
 * it as a bearer; without one, in development, the counters are open.
 */
export function requireScraper(token: string | undefined) {
  const expected = token === undefined ? null : Buffer.from(token);
  return guarded('scraper', async (request: FastifyRequest): Promise<void> => {
    if (!expected) return;
    const given = Buffer.from(bearerToken(request) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthorized('A valid metrics token is required');
    }
  });
}
