/**
 * `GET /public-page?path=…`: what a public page of the site is about (shared/src/domain/wire/
 * public-page.ts), for the shell's HTML server to write into the page (docs/architecture.md §3).
 * One call per page, answered from the feed cache: built once, served as a string until a write
 * that changes what the page shows drops it (the same invalidation as the feed's first page).
 * Its words follow the request's Accept-Language (the HTML server sends `es-US` for a '/es' page):
 * one cached answer per page and language, `Vary: Accept-Language`.
 */
import { publicPageSchema, type PublicPage } from '@journeys/shared/domain';
import { matchPath, paths, routePatterns } from '@journeys/shared/paths';
import { feedFilters, npiOf, positiveId } from '@journeys/shared/url-ids';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { answerLanguage, LANGUAGES, type Language } from '../../platform/i18n';
import type { Db } from '../../platform/db/db-types';
import { errorResponses } from '../../platform/http/responses';
import { procedurePage, proceduresPage, surgeonPage } from './insight-pages';
import { journeyPage } from './journey-page';
import { communityRulesPage, feedPage, landingPage } from './site-pages';
import { siteUrls, type SiteUrls } from './site-urls';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const publicPageQuery = z.object({
  path: z
    .string()
    .max(2048, 'path is at most 2048 characters')
    .regex(/^\/(?!\/)/, 'path is a path on the site, starting with one /'),
});

interface PageRequest {
  /** The cache key: the page as its canonical address names it. */
  key: string;
  build(db: Db, now: Date, urls: SiteUrls): Promise<PublicPage | null>;
}

/** The public page a site address names, or null for any other (members' pages, unknown paths). */
export function pageRequest(address: string): PageRequest | null {
  const url = new URL(address, 'http://site.invalid');
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const is = (pattern: string) => matchPath(pattern, pathname);
  if (is(routePatterns.landing)) return { key: '/', build: async (_db, _now, urls) => landingPage(urls) };
  if (is(routePatterns.communityRules))
    return { key: paths.communityRules(), build: async (_db, _now, urls) => communityRulesPage(urls) };
  if (is(routePatterns.procedures))
    return { key: paths.procedures(), build: (db, _now, urls) => proceduresPage(db, urls) };
  const procedure = is(routePatterns.procedure);
  if (procedure) {
    const id = positiveId(procedure.id ?? null);
    return id === undefined
      ? null
      : { key: paths.procedure(id), build: (db, _now, urls) => procedurePage(db, id, urls) };
  }
  const surgeon = is(routePatterns.surgeon);
  if (surgeon) {
    const npi = npiOf(surgeon.npi ?? null);
    return npi === undefined
      ? null
      : { key: paths.surgeon(npi), build: (db, _now, urls) => surgeonPage(db, npi, urls) };
  }
  if (is(routePatterns.feed)) {
    const { surgery, ...filters } = feedFilters(url.searchParams) as ReturnType<typeof feedFilters> & {
      surgery?: number;
    };
    if (surgery !== undefined)
      return { key: paths.feed({ surgery }), build: (db, now, urls) => journeyPage(db, surgery, now, urls) };
    const values = filters as Parameters<typeof feedPage>[1];
    return { key: paths.feed(values), build: (db, now, urls) => feedPage(db, values, now, urls) };
  }
  return null;
}

export async function publicPageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { publicSiteUrl, publicApiUrl } = app.ctx.config;
  const urlsIn = Object.fromEntries(
    LANGUAGES.map((language) => [language, siteUrls(publicSiteUrl, publicApiUrl, language)]),
  ) as Record<Language, SiteUrls>;

  r.get(
    '/public-page',
    {
      schema: {
        tags: ['public pages'],
        summary:
          "What a public page of the site is about: title, description, canonical address, preview image, JSON-LD and its words; 404 for a page that is not public (a journey pending moderation, hidden or deleted, a member's page)",
        querystring: publicPageQuery,
        response: { 200: publicPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      const page = pageRequest(request.query.path);
      if (!page) throw notFound('Page');
      const body = await app.ctx.feedCache.read(`page:${language}:${page.key}`, async () => {
        const value = await page.build(app.ctx.db, app.ctx.clock(), urlsIn[language]);
        if (value === null) throw notFound('Page');
        return JSON.stringify(z.encode(publicPageSchema, value));
      });
      return reply.type(JSON_CONTENT_TYPE).send(body as unknown as z.output<typeof publicPageSchema>);
    },
  );
}
