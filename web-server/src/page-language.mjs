// Which language the shell's HTML server answers a page in (docs/architecture.md §11). A page's
// language is in its URL: '/es/…' is the Spanish twin of '…'. A visitor's first page follows their
// choice: an English page asked for by a browser whose language cookie says Spanish, or with no
// cookie and an Accept-Language preferring Spanish, is redirected to its Spanish twin. A Spanish
// page is never redirected (a link to it is a choice), nor are crawlers, files or the API.
import {
  DEFAULT_LANGUAGE,
  languageFromAcceptLanguage,
  languageFromCookie,
  languageOfPath,
  pathInLanguage,
} from '@journeys/shared/languages';
import { matchPath, routePatterns } from '@journeys/shared/paths';

/** Headers longer than this are read as absent: nothing a browser sends comes close. */
const MAX_HEADER = 4096;
/** Crawlers and link previews: they index or show each language's own URL, never a redirect. */
const BOT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|pinterest|vkshare|mediapartners|ia_archiver/i;

const ROUTES = Object.values(routePatterns);

/** A header's value as one string, or undefined when it is missing or too long to be honest. */
function headerOf(req, name) {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value.join(', ') : value;
  return typeof text === 'string' && text.length <= MAX_HEADER ? text : undefined;
}

/** Whether the request comes from a crawler or a link preview. */
export function isBot(req) {
  const agent = headerOf(req, 'user-agent');
  return agent !== undefined && BOT.test(agent);
}

/** Whether a path (without its language) is one of the route table's pages. */
export const isPageRoute = (path) => ROUTES.some((pattern) => matchPath(pattern, path) !== null);

/**
 * Whether the visitor came from one of this site's pages (its Referer on this host): then a link
 * they followed chose the page's language (the header's switch without its script, a new tab), and
 * only a first page follows their browser.
 */
function fromThisSite(req) {
  const referer = headerOf(req, 'referer');
  const host = headerOf(req, 'host');
  if (!referer || !host) return false;
  try {
    // By host name: a proxy may name the host without its port (nginx's $host).
    return new URL(referer).hostname === new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
}

/** The language the visitor chose: their cookie, else their browser's Accept-Language. */
export function preferredLanguage(req) {
  return (
    languageFromCookie(headerOf(req, 'cookie')) ??
    languageFromAcceptLanguage(headerOf(req, 'accept-language'))
  );
}

/** The language a browser's own requests (a preload) ask the API for: its Accept-Language's. */
export const browserLanguage = (req) => languageFromAcceptLanguage(headerOf(req, 'accept-language'));

/**
 * Where a page request goes instead, or null: its twin in the visitor's language, query kept, for
 * an English page of the route table asked for by a browser that chose another language.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} path the decoded path asked for
 * @returns {string | null} a path on this site (it starts with the language's prefix)
 */
export function languageRedirect(req, path) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (languageOfPath(path) !== DEFAULT_LANGUAGE || !isPageRoute(path) || isBot(req) || fromThisSite(req))
    return null;
  const language = preferredLanguage(req);
  if (language === DEFAULT_LANGUAGE) return null;
  const raw = req.url ?? '';
  const query = raw.includes('?') ? raw.slice(raw.indexOf('?')).split('#')[0] : '';
  // Percent-encoded again, and anything a header may not hold escaped: the path and query came
  // from the request line.
  return `${encodeURI(pathInLanguage(path, language))}${query}`.replace(/[^\x21-\x7e]/g, (c) =>
    encodeURIComponent(c),
  );
}

/** Adds `names` to the response's Vary, keeping what it has. */
export function addVary(res, ...names) {
  const current = String(res.getHeader('Vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = current.map((name) => name.toLowerCase());
  const added = names.filter((name) => !lower.includes(name.toLowerCase()));
  res.setHeader('Vary', [...current, ...added].join(', '));
}
