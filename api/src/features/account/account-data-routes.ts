/** 'Download my data' and 'Delete account' (docs/product.md §7; erasure: docs/security.md §10). */
import { deleteAccountPayload } from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberId, requireMember } from '../auth';
import { tellHelperLeft } from '../help';
import { invalidatesFeed } from '../../platform/http/feed-invalidation';
import { errorResponses, noContent } from '../../platform/http/responses';
import { deleteOwnAccount } from './account-erasure';
import { exportArchive } from './account-archive';

export const EXPORT_FILENAME = 'surgery-journeys-export.zip';

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
        summary:
          "Download my data: a ZIP of data.json (profile, surgeries, updates, comments, notifications, photos' data) and photos/",
        security: [{ bearer: [] }],
        response: {
          200: {
            description: 'data.json (an AccountExport) and photos/<id>.jpg, each photo at its largest size',
            content: { 'application/zip': { schema: z.string().describe('A ZIP archive') } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const archive = await exportArchive(
        app.ctx.db,
        app.ctx.photos.storage,
        memberId(request),
        app.ctx.clock(),
      );
      // As with a photo's file: the typed reply (from the schema's `z.string()`) cannot say stream.
      const body = archive as unknown as string;
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${EXPORT_FILENAME}"`)
        .header('cache-control', 'no-store')
        .send(body);
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
      const erasure = await deleteOwnAccount(app.ctx.db, memberId(request), request.body, app.ctx.clock());
      // After the commit: owners whose slots the member had taken are told those slots are open again.
      await tellHelperLeft(app.ctx, erasure.helpLeft).catch((err: unknown) =>
        request.log.warn({ err }, 'help calendar news not queued'),
      );
      return reply.code(204).send(null);
    },
  );
}
