// `/robots.txt` and the sitemap on the site's own origin (docs/architecture.md §3). robots.txt
// names the sitemap and keeps crawlers out of every page that is not public (members' pages,
// wizards, token pages: every route of the route table but the public ones) and of the API. The
// sitemap is the API's (`GET /sitemap.xml`, `/sitemaps/<page>.xml`, built from the database),
// streamed through as it comes.
import { Readable } from 'node:stream';
import { routePatterns } from '@journeys/shared/paths';
import { PUBLIC_PATTERNS } from './public-page.mjs';

const TIMEOUT_MS = 10_000;

/** The route table's pages that are not public, as robots.txt patterns ('/:surgery/update' → '/*\/update'). */
const PRIVATE_PATHS = Object.values(routePatterns)
  .filter((pattern) => !PUBLIC_PATTERNS.includes(pattern))
  .map((pattern) => pattern.replace(/:\w+/g, '*'));

/** @param {string} siteUrl the site's origin, e.g. https://www.example.org */
export function robotsTxt(siteUrl) {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export const isSitemapPath = (path) => path === '/sitemap.xml' || /^\/sitemaps\/[\w-]+\.xml$/.test(path);

/**
 * The site's origin: PUBLIC_SITE_URL when set (as the API reads it), else the request's own host
 * (a local or test run), read as the CSP reads it.
 * @param {import('node:http').IncomingMessage} req
 */
export function siteUrlOf(req) {
  const configured = process.env.PUBLIC_SITE_URL;
  if (configured && /^https?:\/\//.test(configured)) return configured.replace(/\/+$/, '');
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  const protocol = forwarded === 'https' ? 'https' : 'http';
  try {
    return new URL(`${protocol}://${req.headers.host ?? 'localhost'}`).origin;
  } catch {
    return 'http://localhost';
  }
}

/**
 * The API's sitemap page at `path`, streamed to `res`; its status when it answers otherwise, 502
 * when it cannot be reached.
 * @param {import('node:http').ServerResponse} res
 */
export async function proxySitemap(req, res, apiUrl, path) {
  let answer;
  try {
    answer = await fetch(`${apiUrl}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    answer = null;
  }
  if (!answer?.ok || !answer.body) {
    res.statusCode = answer ? answer.status : 502;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(answer?.status === 404 ? 'Not Found' : 'Sitemap unavailable');
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', answer.headers.get('cache-control') ?? 'public, max-age=60');
  if (req.method === 'HEAD') return res.end();
  Readable.fromWeb(answer.body).pipe(res);
}
