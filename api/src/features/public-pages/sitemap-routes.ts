/**
 * `GET /sitemap.xml` and `GET /sitemaps/<file>`: the sitemap index and its pages (./sitemap.ts),
 * which the shell's HTML server serves at the same paths on the site's own origin.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { errorResponses } from '../../platform/http/responses';
import { kindSitemap, sitemapIndex, sitePagesSitemap } from './sitemap';

const XML = 'application/xml; charset=utf-8';
/** A crawler may keep it this long: a deleted journey is gone from the sitemap within a minute. */
const CACHE_CONTROL = 'public, max-age=60';
const FILE = /^(?:pages|(surgeries|surgeons)-([1-9]\d{0,5}))\.xml$/;

export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const site = (path: string) => `${app.ctx.config.publicSiteUrl}${path}`;

  r.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['public pages'],
        summary: 'The sitemap index: the site’s pages, then pages of at most 50,000 journeys and surgeons',
        produces: ['application/xml'],
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (_request, reply) =>
      reply
        .type(XML)
        .header('Cache-Control', CACHE_CONTROL)
        .send(await sitemapIndex(app.ctx.db, site)),
  );

  r.get(
    '/sitemaps/:file',
    {
      schema: {
        tags: ['public pages'],
        summary: 'One sitemap page: pages.xml, surgeries-<n>.xml or surgeons-<n>.xml',
        produces: ['application/xml'],
        params: z.object({
          file: z.string().regex(FILE, 'A sitemap page is pages.xml, surgeries-<n>.xml or surgeons-<n>.xml'),
        }),
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const [, kind, page] = FILE.exec(request.params.file)!;
      const body =
        kind === 'surgeries' || kind === 'surgeons'
          ? await kindSitemap(app.ctx.db, kind, Number(page), site)
          : sitePagesSitemap(app.ctx.db, site);
      if (!body) throw notFound('Sitemap page');
      // A stream is sent as it is read; the response schema documents the XML it makes.
      const stream: unknown = Readable.from(body);
      return reply
        .type(XML)
        .header('Cache-Control', CACHE_CONTROL)
        .send(stream as string);
    },
  );
}
