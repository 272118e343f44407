// What a page is about, in the HTML the shell's server sends (docs/architecture.md §3): link
// previews (Facebook, Slack, iMessage) and many crawlers never run scripts, so a public page's
// title, description, canonical address, Open Graph and Twitter tags, JSON-LD and words come with
// its HTML. The API builds them from the data the page shows (`GET /public-page?path=`, cached
// there and dropped on write); this file only writes them out, escaping every value. A journey that
// is not public (pending moderation, hidden, deleted) answers 404 with the generic tags; members'
// pages get the generic tags and noindex. A slow or stopped API never holds the page back: it is
// served as it would be without this file.
//
// Every page exists in each of the site's languages (docs/architecture.md §11): '/es/…' is the
// Spanish twin of '…'. The page is asked for without its prefix, in its language (Accept-Language,
// as the page's own API calls name it), and written with `<html lang>`, its canonical address in
// its language, hreflang links to its twins and og:locale; what the server writes itself (the
// site's title and description, the noscript note, a missing page's words) comes from
// src/messages/<language>.json.
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  localeOf,
  pathInLanguage,
} from '@journeys/shared/languages';
import { matchPath, routePatterns } from '@journeys/shared/paths';
import { fetchJson } from './fetch-json.mjs';
import { messagesOf } from './messages.mjs';

const TIMEOUT_MS = 500;
const SITE_NAME = 'Surgery Journeys';
const IMAGE = { width: 1200, height: 630 };

/** Pages the API may describe; any other page of the shell is a member's or a utility page. */
export const PUBLIC_PATTERNS = [
  routePatterns.landing,
  routePatterns.feed,
  routePatterns.procedures,
  routePatterns.procedure,
  routePatterns.surgeon,
  routePatterns.communityRules,
];

const escapeHtml = (value) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const isText = (value) => typeof value === 'string';
const isAbsoluteHttp = (value) => {
  if (!isText(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
/** A link inside the page's words: a path on this site, nothing else. */
const isSitePath = (value) => isText(value) && /^\/(?!\/)/.test(value) && !/[\\\s]/.test(value);

const meta = (attribute, name, content) =>
  `<meta ${attribute}="${escapeHtml(name)}" content="${escapeHtml(content)}">`;

/** schema.org JSON-LD; `<` escaped so no text in it can close the element or open a comment. */
function jsonLdScript(value) {
  return `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** Open Graph's locale: 'es-US' → 'es_US'. */
const ogLocale = (language) => localeOf(language).replace('-', '_');

/**
 * A page's own links in every language: its address in each, hreflang alternates for each and
 * x-default (English), and og:locale with the others as og:locale:alternate.
 * @param {string} origin the site's origin
 * @param {string} path the page's path and query, in any language
 * @param {string} language the page's
 */
function languageTags(origin, path, language) {
  const urlIn = (lang) => `${origin}${pathInLanguage(path, lang)}`;
  return [
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(urlIn(lang))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urlIn(DEFAULT_LANGUAGE))}">`,
    meta('property', 'og:locale', ogLocale(language)),
    ...LANGUAGES.filter((lang) => lang !== language).map((lang) =>
      meta('property', 'og:locale:alternate', ogLocale(lang)),
    ),
  ];
}

/**
 * The template in `language`: `<html lang>` its locale; in any language but English, the site's
 * title, description and noscript note in that language.
 */
function templateIn(html, language) {
  const withLang = html.replace(
    /<html\b([^>]*)>/i,
    (_, attributes) =>
      `<html${attributes.replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]*)/i, '')} lang="${localeOf(language)}">`,
  );
  if (language === DEFAULT_LANGUAGE) return withLang;
  const words = messagesOf(language);
  return withLang
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(words.siteTitle)}</title>`)
    .replace(
      /(<meta\s+name="?description"?\s+content=")[^"]*"/i,
      (_, start) => `${start}${escapeHtml(words.siteDescription)}"`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/i, () => `<noscript>${escapeHtml(words.noScript)}</noscript>`);
}

/** The API's answer checked field by field: anything of the wrong shape is no answer at all. */
export function publicPageOf(value) {
  if (typeof value !== 'object' || value === null) return null;
  const { title, description, url, type, image, structuredData, blocks } = value;
  const valid =
    isText(title) &&
    isText(description) &&
    isAbsoluteHttp(url) &&
    ['website', 'article', 'profile'].includes(type) &&
    typeof image === 'object' &&
    image !== null &&
    isAbsoluteHttp(image.url) &&
    Number.isInteger(image.width) &&
    Number.isInteger(image.height) &&
    isText(image.alt) &&
    (structuredData === null || (typeof structuredData === 'object' && !Array.isArray(structuredData))) &&
    Array.isArray(blocks);
  return valid ? { title, description, url, type, image, structuredData, blocks } : null;
}

/**
 * One block of the page's words as HTML, its links to the pages in `language`; an unknown or
 * malformed block is left out.
 */
function blockHtml(block, language) {
  if (typeof block !== 'object' || block === null) return '';
  switch (block.kind) {
    case 'heading':
      return isText(block.text)
        ? `<h${block.level === 1 ? 1 : 2}>${escapeHtml(block.text)}</h${block.level === 1 ? 1 : 2}>`
        : '';
    case 'paragraph':
      return isText(block.text) ? `<p>${escapeHtml(block.text)}</p>` : '';
    case 'list': {
      if (!Array.isArray(block.items)) return '';
      const items = block.items
        .filter((item) => item && isText(item.text))
        .map((item) =>
          isSitePath(item.href)
            ? `<li><a href="${escapeHtml(pathInLanguage(item.href, language))}">${escapeHtml(item.text)}</a></li>`
            : `<li>${escapeHtml(item.text)}</li>`,
        );
      return items.length ? `<ul>${items.join('')}</ul>` : '';
    }
    case 'table': {
      if (!isText(block.caption) || !Array.isArray(block.head) || !Array.isArray(block.rows)) return '';
      const cells = (row, tag) =>
        Array.isArray(row) ? row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('') : '';
      return (
        `<table><caption>${escapeHtml(block.caption)}</caption>` +
        `<thead><tr>${cells(block.head, 'th')}</tr></thead>` +
        `<tbody>${block.rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody></table>`
      );
    }
    default:
      return '';
  }
}

/**
 * The page's JSON-LD in its language: `inLanguage` set when the API left it out, and the page's
 * own address in its language where the API named the page's canonical address.
 */
function structuredDataIn(structuredData, page, canonical, language) {
  if (language === DEFAULT_LANGUAGE) return structuredData;
  return {
    ...structuredData,
    ...(structuredData.url === page.url ? { url: canonical } : {}),
    inLanguage: isText(structuredData.inLanguage) ? structuredData.inLanguage : localeOf(language),
  };
}

/** Tags of a described page, in `language`. */
function pageHead(page, language) {
  const address = new URL(page.url);
  const path = `${address.pathname}${address.search}`;
  // The API names the page's address in English or in its language: either way, this page's own.
  const canonical = `${address.origin}${pathInLanguage(path, language)}`;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...languageTags(address.origin, path, language),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:type', page.type),
    meta('property', 'og:image', page.image.url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', page.image.width),
    meta('property', 'og:image:height', page.image.height),
    meta('property', 'og:image:alt', page.image.alt),
    meta('property', 'og:site_name', SITE_NAME),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(page.structuredData
      ? [jsonLdScript(structuredDataIn(page.structuredData, page, canonical, language))]
      : []),
  ];
}

/**
 * The site's preview image in `language`: the API draws its words in the language the query names
 * (English, and without the query, for English).
 */
const siteImage = (apiUrl, language) =>
  `${apiUrl}/og/site.png${language === DEFAULT_LANGUAGE ? '' : `?lang=${language}`}`;

/**
 * The site's own tags for a page that is not described: its title and description stay the
 * template's (in the page's language).
 */
function genericHead(title, description, apiUrl, language) {
  return [
    meta('name', 'robots', 'noindex'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', 'website'),
    ...(apiUrl
      ? [
          meta('property', 'og:image', siteImage(apiUrl, language)),
          meta('property', 'og:image:width', IMAGE.width),
          meta('property', 'og:image:height', IMAGE.height),
        ]
      : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
}

/**
 * @typedef {{ status: number, html: string }} PublicPageHtml
 */

/**
 * @param {{ timeoutMs?: number }} [options]
 * @returns {(url: URL, apiUrl: string | null, page?: { language?: string, siteUrl?: string }) =>
 *   Promise<(html: string) => PublicPageHtml>}
 *   for one page (`url` its address without its language's prefix, `language` the page's, English
 *   by default, `siteUrl` the site's origin, `url`'s by default), what turns its HTML (the
 *   template with its hints) into the page with its tags and words, and its status
 */
export function createPublicPages({ timeoutMs = TIMEOUT_MS } = {}) {
  async function describe(apiUrl, url, language) {
    const answer = await fetchJson(
      `${apiUrl}/public-page?path=${encodeURIComponent(url.pathname + url.search)}`,
      // The page's words in its language, asked for as the page's own API calls ask.
      { timeoutMs, headers: { 'Accept-Language': localeOf(language) } },
    );
    if (answer?.status === 404) return { notFound: true };
    const page = publicPageOf(answer?.body ?? null);
    return page ? { page } : null;
  }

  return async function publicPageFor(url, apiUrl, { language = DEFAULT_LANGUAGE, siteUrl } = {}) {
    const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    const isPublic = PUBLIC_PATTERNS.some((pattern) => matchPath(pattern, url.pathname) !== null);
    const answer = isPublic && apiUrl ? await describe(apiUrl, url, lang).catch(() => null) : undefined;
    // A page the API does not describe links its twins from the address asked for; a member's
    // page without its query (a token).
    const ownLinks = languageTags(
      siteUrl ?? url.origin,
      isPublic ? url.pathname + url.search : url.pathname,
      lang,
    );
    return (template) => {
      const html = templateIn(template, lang);
      const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? SITE_NAME;
      const description = /<meta\s+name="?description"?\s+content="([^"]*)"/i.exec(html)?.[1] ?? '';
      const head = (tags) => html.replace(/<\/head>/i, () => `${tags.join('')}</head>`);
      const generic = (status) => ({
        status,
        html: head([...genericHead(title, description, apiUrl, lang), ...ownLinks]),
      });
      if (answer === undefined) return generic(200);
      // No answer: the page as it always was, so a slow API never costs a page its status.
      if (answer === null) return { status: 200, html: head(ownLinks) };
      if (answer.notFound) {
        const missing = generic(404);
        const words = messagesOf(lang);
        return {
          status: 404,
          html: missing.html.replace(
            /<noscript>([^<]*)<\/noscript>/i,
            (_, note) =>
              `<noscript><h1>${escapeHtml(words.notFound)}</h1><p>${escapeHtml(words.notFoundText)}</p><p>${note}</p></noscript>`,
          ),
        };
      }
      const { page } = answer;
      const words = page.blocks.map((block) => blockHtml(block, lang)).join('');
      const withHead = html
        .replace(/<title>[^<]*<\/title>/i, '')
        .replace(/<meta\s+name="?description"?[^>]*>/i, '')
        .replace(/<\/head>/i, () => `${pageHead(page, lang).join('')}</head>`);
      // Inside <noscript>: a browser running the app never renders it, so nothing moves.
      return {
        status: 200,
        html: withHead.replace(
          /<noscript>([^<]*)<\/noscript>/i,
          (_, note) => `<noscript>${words}<p>${note}</p></noscript>`,
        ),
      };
    };
  };
}
