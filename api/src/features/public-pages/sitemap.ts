/**
 * The sitemap (sitemaps.org): an index naming pages of at most 50,000 addresses, each read from the
 * database in keyset chunks and streamed out, so a page never sits whole in memory. Only what a
 * visitor sees is listed: public journeys (never pending, hidden or deleted ones), the procedures
 * and surgeons they name, and the site's public pages. Nothing is cached here beyond a minute of
 * `Cache-Control`, so a deleted journey leaves the sitemap within a minute.
 */
import { paths } from '@journeys/shared/paths';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db-types';
import { isPublic } from '../../platform/moderation-visibility';

/** The protocol's limit per sitemap. */
export const SITEMAP_URLS = 50_000;
/** Rows read per query while a page streams. */
const CHUNK = 5_000;

export type SitemapKind = 'surgeries' | 'surgeons';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const isoOf = (value: Date | string): string => new Date(value).toISOString();

function urlEntry(loc: string, lastmod: Date | string | null): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${isoOf(lastmod)}</lastmod>` : ''}</url>\n`;
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = '</urlset>\n';

/** Each page of `kind`: its number (from 1) and the newest change among its addresses. */
async function pagesOf(db: Db, kind: SitemapKind): Promise<{ page: number; lastmod: Date }[]> {
  const key = kind === 'surgeries' ? sql`id` : sql`npi`;
  const rows =
    kind === 'surgeries'
      ? sql<{ page: number; lastmod: Date }>`
          SELECT (ROW_NUMBER() OVER (ORDER BY id) - 1) / ${SITEMAP_URLS} + 1 AS page, updated_at AS lastmod
          FROM reviews WHERE ${isPublic('moderation_status')}`
      : sql<{ page: number; lastmod: Date }>`
          SELECT (ROW_NUMBER() OVER (ORDER BY ${key}) - 1) / ${SITEMAP_URLS} + 1 AS page, lastmod
          FROM (SELECT npi, MAX(updated_at) AS lastmod FROM reviews
                WHERE ${isPublic('moderation_status')} GROUP BY npi) s`;
  const { rows: pages } = await sql<{ page: number; lastmod: Date }>`
    SELECT page::int AS page, MAX(lastmod) AS lastmod FROM (${rows}) p GROUP BY page ORDER BY page`.execute(
    db,
  );
  return pages;
}

/** The sitemap index: the site's pages, then every page of journeys and of surgeons. */
export async function sitemapIndex(db: Db, site: (path: string) => string): Promise<string> {
  const [surgeries, surgeons] = await Promise.all([pagesOf(db, 'surgeries'), pagesOf(db, 'surgeons')]);
  const newest = [...surgeries, ...surgeons].reduce<Date | null>(
    (max, p) => (max === null || new Date(p.lastmod) > max ? new Date(p.lastmod) : max),
    null,
  );
  const entry = (file: string, lastmod: Date | null) =>
    `<sitemap><loc>${escapeXml(site(`/sitemaps/${file}`))}</loc>${lastmod ? `<lastmod>${isoOf(lastmod)}</lastmod>` : ''}</sitemap>\n`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entry('pages.xml', newest) +
    surgeries.map((p) => entry(`surgeries-${p.page}.xml`, p.lastmod)).join('') +
    surgeons.map((p) => entry(`surgeons-${p.page}.xml`, p.lastmod)).join('') +
    '</sitemapindex>\n'
  );
}

/** The site's own public pages and every procedure with a public journey. */
export async function* sitePagesSitemap(db: Db, site: (path: string) => string): AsyncGenerator<string> {
  yield URLSET_OPEN;
  for (const path of [paths.landing(), paths.feed(), paths.procedures(), paths.communityRules()]) {
    yield urlEntry(site(path), null);
  }
  const { rows } = await sql<{ id: number; lastmod: Date }>`
    SELECT p.surgery_type_id AS id, MAX(r.updated_at) AS lastmod
    FROM review_procedures p JOIN reviews r ON r.id = p.review_id
    WHERE p.surgery_type_id IS NOT NULL AND ${isPublic('r.moderation_status')}
    GROUP BY p.surgery_type_id ORDER BY p.surgery_type_id`.execute(db);
  for (const row of rows) yield urlEntry(site(paths.procedure(row.id)), row.lastmod);
  yield URLSET_CLOSE;
}

/** Page `page` (from 1) of journeys or surgeons, or null when there is no such page. */
export async function kindSitemap(
  db: Db,
  kind: SitemapKind,
  page: number,
  site: (path: string) => string,
): Promise<AsyncGenerator<string> | null> {
  const skip = (page - 1) * SITEMAP_URLS;
  if (kind === 'surgeries') {
    const first = await db
      .selectFrom('reviews')
      .select('id')
      .where(isPublic('moderation_status'))
      .orderBy('id')
      .offset(skip)
      .limit(1)
      .executeTakeFirst();
    if (!first) return null;
    return (async function* () {
      yield URLSET_OPEN;
      let after = first.id - 1;
      for (let left = SITEMAP_URLS; left > 0;) {
        const rows = await db
          .selectFrom('reviews')
          .select(['id', 'updated_at'])
          .where(isPublic('moderation_status'))
          .where('id', '>', after)
          .orderBy('id')
          .limit(Math.min(CHUNK, left))
          .execute();
        if (rows.length === 0) break;
        yield rows.map((r) => urlEntry(site(paths.feed({ surgery: r.id })), r.updated_at)).join('');
        after = rows[rows.length - 1]!.id;
        left -= rows.length;
      }
      yield URLSET_CLOSE;
    })();
  }
  const surgeons = (after: string | null, limit: number, offset = 0) =>
    db
      .selectFrom('reviews')
      .select(['npi', (eb) => eb.fn.max('updated_at').as('lastmod')])
      .where(isPublic('moderation_status'))
      .$if(after !== null, (q) => q.where('npi', '>', after!))
      .groupBy('npi')
      .orderBy('npi')
      .offset(offset)
      .limit(limit)
      .execute();
  const [first] = await surgeons(null, 1, skip);
  if (!first) return null;
  return (async function* () {
    yield URLSET_OPEN;
    let after: string | null = null;
    let started = false;
    for (let left = SITEMAP_URLS; left > 0;) {
      const rows: { npi: string; lastmod: Date | string }[] = started
        ? await surgeons(after, Math.min(CHUNK, left))
        : await surgeons(null, Math.min(CHUNK, left), skip);
      started = true;
      if (rows.length === 0) break;
      yield rows.map((r) => urlEntry(site(paths.surgeon(r.npi)), r.lastmod)).join('');
      after = rows[rows.length - 1]!.npi;
      left -= rows.length;
    }
    yield URLSET_CLOSE;
  })();
}
