// What a page is about, in the HTML the shell's server sends (docs/architecture.md §3): link
// previews (Facebook, Slack, iMessage) and many crawlers never run scripts, so a public page's
// title, description, canonical address, Open Graph and Twitter tags, JSON-LD and words come with
// its HTML. The API builds them from the data the page shows (`GET /public-page?path=`, cached
// there and dropped on write); this file only writes them out, escaping every value. A journey that
// is not public (pending moderation, hidden, deleted) answers 404 with the generic tags; members'
// pages get the generic tags and noindex. A slow or stopped API never holds the page back: it is
// served as it would be without this file.
import { matchPath, routePatterns } from '@journeys/shared/paths';
import { fetchJson } from './fetch-json.mjs';

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

/** One block of the page's words as HTML; an unknown or malformed block is left out. */
function blockHtml(block) {
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
            ? `<li><a href="${escapeHtml(item.href)}">${escapeHtml(item.text)}</a></li>`
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

/** Tags of a described page. */
function pageHead(page) {
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.url)}">`,
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    meta('property', 'og:type', page.type),
    meta('property', 'og:image', page.image.url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', page.image.width),
    meta('property', 'og:image:height', page.image.height),
    meta('property', 'og:image:alt', page.image.alt),
    meta('property', 'og:site_name', SITE_NAME),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(page.structuredData ? [jsonLdScript(page.structuredData)] : []),
  ];
}

/** The site's own tags for a page that is not described: its title and description stay the template's. */
function genericHead(title, description, apiUrl) {
  return [
    meta('name', 'robots', 'noindex'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', 'website'),
    ...(apiUrl
      ? [
          meta('property', 'og:image', `${apiUrl}/og/site.png`),
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
 * @returns {(url: URL, apiUrl: string | null) => Promise<(html: string) => PublicPageHtml>}
 *   for one page, what turns its HTML (the template with its hints) into the page with its tags
 *   and words, and its status
 */
export function createPublicPages({ timeoutMs = TIMEOUT_MS } = {}) {
  async function describe(apiUrl, url) {
    const answer = await fetchJson(
      `${apiUrl}/public-page?path=${encodeURIComponent(url.pathname + url.search)}`,
      { timeoutMs },
    );
    if (answer?.status === 404) return { notFound: true };
    const page = publicPageOf(answer?.body ?? null);
    return page ? { page } : null;
  }

  return async function publicPageFor(url, apiUrl) {
    const isPublic = PUBLIC_PATTERNS.some((pattern) => matchPath(pattern, url.pathname) !== null);
    const answer = isPublic && apiUrl ? await describe(apiUrl, url).catch(() => null) : undefined;
    return (html) => {
      const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? SITE_NAME;
      const description = /<meta\s+name="?description"?\s+content="([^"]*)"/i.exec(html)?.[1] ?? '';
      const generic = (status) => ({
        status,
        html: html.replace(/<\/head>/i, `${genericHead(title, description, apiUrl).join('')}</head>`),
      });
      if (answer === undefined) return generic(200);
      // No answer: the page as it always was, so a slow API never costs a page its status.
      if (answer === null) return { status: 200, html };
      if (answer.notFound) return generic(404);
      const { page } = answer;
      const words = page.blocks.map(blockHtml).join('');
      const withHead = html
        .replace(/<title>[^<]*<\/title>/i, '')
        .replace(/<meta\s+name="?description"?[^>]*>/i, '')
        .replace(/<\/head>/i, `${pageHead(page).join('')}</head>`);
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
