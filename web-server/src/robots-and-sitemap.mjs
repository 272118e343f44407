// `/robots.txt` and the sitemap on the site's own origin (docs/architecture.md §3). robots.txt
// names the sitemap and keeps crawlers out of every page that is not public (members' pages,
// wizards, token pages: every route of the route table but the public ones) and of the API. The
// sitemap is the API's (`GET /sitemap.xml`, `/sitemaps/<page>.xml`, built from the database),
// streamed through as it comes, in every language of the site (docs/architecture.md §11): the API
// lists each page once, by its English address; this server gives each address its hreflang
// alternates, and serves each sitemap page again for every other language, under
// /sitemaps/<language>/ (each page stays within the protocol's 50,000 addresses), which the index
// names beside the English ones.
import { StringDecoder } from 'node:string_decoder';
import { Readable, Transform, pipeline } from 'node:stream';
import { DEFAULT_LANGUAGE, LANGUAGES, languagePrefix, pathInLanguage } from '@journeys/shared/languages';
import { routePatterns } from '@journeys/shared/paths';
import { PUBLIC_PATTERNS } from './public-page.mjs';

const TIMEOUT_MS = 10_000;

/** The route table's pages that are not public, as robots.txt patterns ('/:surgery/update' → '/*\/update'). */
const PRIVATE_PATHS = Object.values(routePatterns)
  .filter((pattern) => !PUBLIC_PATTERNS.includes(pattern))
  .map((pattern) => pattern.replace(/:\w+/g, '*'))
  .flatMap((path) => LANGUAGES.map((language) => `${languagePrefix(language)}${path}`));

/** The languages a sitemap page is served again in, under /sitemaps/<language>/. */
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const SITEMAP_PAGE = new RegExp(`^/sitemaps/(?:(${OTHER_LANGUAGES.join('|')})/)?([\\w-]+\\.xml)$`);

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

export const isSitemapPath = (path) => path === '/sitemap.xml' || SITEMAP_PAGE.test(path);

const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** An absolute address of the site ('https://x.org/a?b') as its origin and its path with query, or null. */
function addressOf(loc) {
  try {
    const url = new URL(unescapeXml(loc.trim()));
    return { origin: url.origin, path: `${url.pathname}${url.search}` };
  } catch {
    return null;
  }
}

/** One `<url>` of the API's sitemap in `language`, with its hreflang alternates. */
function urlIn(entry, language) {
  const loc = /<loc>([^<]*)<\/loc>/.exec(entry);
  const address = loc ? addressOf(loc[1]) : null;
  if (!loc || !address) return entry;
  const href = (lang) => escapeXml(`${address.origin}${pathInLanguage(address.path, lang)}`);
  const links = [...LANGUAGES, 'x-default']
    .map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${href(lang === 'x-default' ? DEFAULT_LANGUAGE : lang)}"/>`,
    )
    .join('');
  return entry
    .replace(loc[0], () => `<loc>${href(language)}</loc>`)
    .replace(/<\/url>$/, () => `${links}</url>`);
}

/** One `<sitemap>` of the index, followed by the same page in every other language. */
function sitemapInLanguages(entry) {
  const loc = /<loc>([^<]*)<\/loc>/.exec(entry);
  const address = loc ? addressOf(loc[1]) : null;
  const page = address && /^\/sitemaps\/([\w-]+\.xml)$/.exec(address.path);
  if (!loc || !address || !page) return entry;
  return [
    entry,
    ...OTHER_LANGUAGES.map((language) =>
      entry.replace(
        loc[0],
        () => `<loc>${escapeXml(`${address.origin}/sitemaps/${language}/${page[1]}`)}</loc>`,
      ),
    ),
  ].join('\n');
}

/** A part of the XML whose elements are all whole, in `language`. */
function xmlIn(text, language) {
  return text
    .replace(/<urlset\b[^>]*>/, (open) =>
      open.includes('xmlns:xhtml=')
        ? open
        : open.replace(/\/?>$/, (end) => ` xmlns:xhtml="${XHTML_NS}"${end}`),
    )
    .replace(/<url>[\s\S]*?<\/url>/g, (entry) => urlIn(entry, language))
    .replace(/<sitemap>[\s\S]*?<\/sitemap>/g, (entry) =>
      language === DEFAULT_LANGUAGE ? sitemapInLanguages(entry) : entry,
    );
}

/** Most a part may grow without a whole element before it is passed on as it is. */
const MAX_PART = 1 << 20;

/**
 * The API's sitemap XML, streamed, in `language`: each element rewritten once it is whole.
 * @param {string} language
 */
export function sitemapTransform(language) {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  const take = (all) => {
    if (all) {
      const rest = pending;
      pending = '';
      return xmlIn(rest, language);
    }
    const endOf = (tag) => {
      const at = pending.lastIndexOf(tag);
      return at === -1 ? 0 : at + tag.length;
    };
    const end = Math.max(endOf('</url>'), endOf('</sitemap>'));
    if (end === 0) {
      if (pending.length <= MAX_PART) return '';
      const rest = pending;
      pending = '';
      return rest;
    }
    const whole = pending.slice(0, end);
    pending = pending.slice(end);
    return xmlIn(whole, language);
  };
  return new Transform({
    transform(chunk, _encoding, done) {
      pending += decoder.write(chunk);
      done(null, take(false));
    },
    flush(done) {
      pending += decoder.end();
      done(null, take(true));
    },
  });
}

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
  const page = SITEMAP_PAGE.exec(path);
  const language = page?.[1] ?? DEFAULT_LANGUAGE;
  const apiPath = page ? `/sitemaps/${page[2]}` : path;
  let answer;
  try {
    answer = await fetch(`${apiUrl}${apiPath}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
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
  if (req.method === 'HEAD') {
    answer.body.cancel().catch(() => undefined);
    return res.end();
  }
  pipeline(Readable.fromWeb(answer.body), sitemapTransform(language), res, (error) => {
    if (error) res.destroy();
  });
}
