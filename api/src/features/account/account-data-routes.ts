/** 'Download my data' and 'Delete account' (docs/product.md §7; erasure: docs/security.md §10). */
import { accountExportSchema, deleteAccountPayload } from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberId, requireMember } from '../auth';
import { invalidatesFeed } from '../../plugins/feed-invalidation';
import { errorResponses, noContent } from '../../schemas/responses';
import { deleteOwnAccount } from './account-erasure';
import { exportAccount } from './account-export';

export const EXPORT_FILENAME = 'surgery-journeys-export.json';

export async function accountDataRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits } = app.ctx.config;
  const limit = { rateLimit: { max: rateLimits.account, timeWindow: rateLimits.windowMs } };

  r.get(
    '/account/export',
    {
      onRequest: requireMember(app),
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: "Download my data: the member's profile, surgeries, updates, comments and notifications",
        security: [{ bearer: [] }],
        response: { 200: accountExportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(app.ctx.db, memberId(request), app.ctx.clock());
      return reply
        .header('content-disposition', `attachment; filename="${EXPORT_FILENAME}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  r.delete(
    '/account',
    {
      onRequest: requireMember(app),
      config: limit,
      // Surgeries go or lose their author, and the member's surgery count leaves every card.
      onSend: invalidatesFeed(app),
      schema: {
        tags: ['accounts'],
        summary: "Delete the member's account in one transaction; surgeries deleted or kept anonymised",
        security: [{ bearer: [] }],
        body: deleteAccountPayload,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(app.ctx.db, memberId(request), request.body);
      return reply.code(204).send(null);
    },
  );
}
