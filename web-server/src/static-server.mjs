// Serves one module's dist/ the way a CDN would: CORS for the remotes' manifests and chunks,
// hashed files cached forever, entry files (index.html, remoteEntry.js, mf-manifest.json,
// remotes.json) never cached, gzip for text, SPA fallback for page addresses (never for a missing
// file), the strict CSP on every module, and 400 for paths no file could have. A remote's server
// also serves its immutable releases under /releases/<version>/, and the shell's server the live
// remotes.json that promote and rollback write (docs/releasing.md). The shell's server serves every
// page in every language ('/es/…', docs/architecture.md §11) and sends a visitor's first English
// page to its twin in their language (page-language.mjs).
import { randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { withAppLinks } from './app-links.mjs';
import { createContentSecurityPolicy } from './content-security-policy.mjs';
import { createPageHints, withHints } from './page-hints.mjs';
import { createPublicPages } from './public-page.mjs';
import { addVary, browserLanguage, languageRedirect } from './page-language.mjs';
import { languageOfPath, localeOf, pathWithoutLanguage } from '@journeys/shared/languages';
import { hasMemberHint } from '@journeys/shared/shell-page/member-hint-cookie';
import { isSitemapPath, proxySitemap, robotsTxt, siteUrlOf } from './robots-and-sitemap.mjs';
import { servedRemotesConfig } from './served-remotes-config.mjs';
import {
  CANARY_COOKIE,
  chooseReleases,
  hasCanary,
  seedFromCookie,
} from '@journeys/shared/shell-page/canary-choice';

/** Entry files: always revalidated, wherever they are served from (nginx too: web-server/src/prod). */
export const NEVER_CACHED = [
  'index.html',
  'remoteEntry.js',
  'federation-runtime.js',
  'mf-manifest.json',
  // Releases built before the build stopped writing it still hold it.
  'mf-stats.json',
  'remotes.json',
  // The service worker: a browser knows it by its address, so it is never renamed and always revalidated.
  'sw.js',
];

/**
 * The path asked for, decoded, or null when it is not one we could ever serve: malformed percent
 * encoding, a NUL byte or a backslash, or a `..` segment (in any encoding). Answered 400, before
 * any file system call can turn it into a 500.
 */
function requestPath(url = '/') {
  const raw = url.split(/[?#]/, 1)[0];
  if (!raw.startsWith('/')) return null;
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (/[\0\\]/.test(path) || path.split('/').includes('..')) return null;
  return path;
}

/**
 * A page address rather than a file: the SPA's index.html answers it. Anything with an extension
 * is a file, and a missing file is a 404: a stale chunk must fail fast, so the shell's fallback
 * for that remote shows, rather than arrive as index.html with a 200.
 */
const isPageRequest = (req, path) => (req.method === 'GET' || req.method === 'HEAD') && !extname(path);

/** The API's address from the served remotes.json, without a trailing slash, or null. */
const apiUrlOf = (config) =>
  typeof config?.apiUrl === 'string' && /^https?:\/\//.test(config.apiUrl)
    ? config.apiUrl.replace(/\/+$/, '')
    : null;

/** A text file the server writes itself (robots.txt). */
function plainText(req, res, text) {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** Short answers of our own, never cached: a missing chunk may be uploaded a moment later. */
function plain(res, statusCode, text) {
  res.statusCode = statusCode;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Cache rules for serve-handler: hashed files forever, entry files always revalidated. */
const CACHE_HEADERS = [
  {
    source: '**/*.@(js|css|svg|png|map)',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
  },
  ...NEVER_CACHED.map((file) => ({
    source: `**/${file}`,
    headers: [{ key: 'Cache-Control', value: 'no-cache' }],
  })),
  { source: '/', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
  // Unhashed files (the logo) may change between deploys.
  { source: '**/logo.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=3600' }] },
  // The installable app's icons and manifest (docs/architecture.md §12): unhashed, their addresses
  // are in the manifest and the phone's home screen.
  { source: 'icons/*.png', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }] },
  { source: '*.webmanifest', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
];

/**
 * A release directory is never modified once written, so every file in it is cached for a year,
 * whatever its name; entry files, manifests and HTML are still revalidated like dist's.
 */
const RELEASE_CACHE_HEADERS = [
  { source: '**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
  ...[...NEVER_CACHED, 'release.json'].map((file) => ({
    source: `**/${file}`,
    headers: [{ key: 'Cache-Control', value: 'no-cache' }],
  })),
];

/** `/releases/<version>/<file>`: the version ('0.1.0+3f2a9c1b', '+' sent as itself or %2B) and the file. */
const RELEASE_PATH = /^\/releases\/(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\+[0-9a-f]{8})\/(.+)$/;

/**
 * Where a module's releases and the live remotes.json are, unless given: RELEASES_DIR (default
 * `.releases` beside the module folders) and the module's folder, for a `<repo>/<folder>/dist`.
 */
function releaseLocations(dir) {
  if (basename(dir) !== 'dist') return { releasesDir: null, liveRemotesJson: null };
  // Relative to where the command was typed (npm's INIT_CWD), as the release commands read it.
  const root = process.env.RELEASES_DIR
    ? resolve(process.env.INIT_CWD || process.cwd(), process.env.RELEASES_DIR)
    : join(dirname(dirname(dir)), '.releases');
  return { releasesDir: join(root, basename(dirname(dir))), liveRemotesJson: join(root, 'remotes.json') };
}

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, pageHints?: boolean,
 *   releasesDir?: string | null, liveRemotesJson?: string | null,
 *   remotesConfig?: () => object | null }} options
 *   pageHints: the shell's pages carry resource hints for what they load (page-hints.mjs);
 *   releasesDir: this module's releases (`RELEASES_DIR/<folder>`), served under /releases/;
 *   liveRemotesJson: the remotes.json promote writes, answered for /remotes.json when it exists
 *   (the shell only: a module whose dist has no remotes.json never serves one);
 *   remotesConfig: the shell's remotes.json, read at each request, instead of dist's composed with
 *   the live pointer: for a deployment that serves the remotes from its own URLs (web-server/src/prod)
 * @returns {Promise<import('node:http').Server>}
 */
export function startStaticServer({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  pageHints = false,
  ...rest
}) {
  const defaults = releaseLocations(dir);
  const releasesDir = rest.releasesDir === undefined ? defaults.releasesDir : rest.releasesDir;
  const isShell = rest.remotesConfig !== undefined || existsSync(join(dir, 'remotes.json'));
  const liveRemotesJson = isShell
    ? rest.liveRemotesJson === undefined
      ? defaults.liveRemotesJson
      : rest.liveRemotesJson
    : null;
  // What the shell's pages inline and the browser fetches: the build's remotes.json with the live
  // releases promote switched to.
  const remotesConfig =
    rest.remotesConfig ?? (isShell ? servedRemotesConfig(join(dir, 'remotes.json'), liveRemotesJson) : null);
  const policyFor = createContentSecurityPolicy(dir, rest.remotesConfig?.() ?? undefined);
  const hintsFor = pageHints
    ? createPageHints({ distDir: dir, remotesConfig: remotesConfig ?? undefined })
    : null;
  const indexHtml = hintsFor ? readFileSync(join(dir, 'index.html'), 'utf8') : '';
  const publicPageFor = createPublicPages();
  const compress = compression();
  const serveFiles = (req, res, rewriteToIndex) =>
    handler(req, res, {
      public: dir,
      cleanUrls: false,
      directoryListing: false,
      rewrites: rewriteToIndex ? [{ source: '**', destination: '/index.html' }] : [],
      headers: CACHE_HEADERS,
    });
  const serveRelease = async (req, res, version, file) => {
    if (!releasesDir || !(await isFile(join(releasesDir, version, file))))
      return plain(res, 404, 'Not Found');
    // serve-handler finds the file from req.url under `public`: the release's own directory.
    req.url = encodeURI(`/${file}`);
    return handler(req, res, {
      public: join(releasesDir, version),
      cleanUrls: false,
      directoryListing: false,
      headers: RELEASE_CACHE_HEADERS,
    });
  };
  /**
   * remotes.json as this browser session gets it: with a canary, the session's release chosen from
   * its cookie (set on its first answer, for the browser session only), so the page, its preloads
   * and /remotes.json agree and a reload keeps the release (docs/releasing.md §9).
   */
  const sessionConfig = (req, res) => {
    const config = remotesConfig();
    if (!hasCanary(config)) return config;
    let seed = seedFromCookie(req.headers.cookie);
    if (seed === null) {
      seed = randomInt(10_000);
      const secure = String(req.headers['x-forwarded-proto'] ?? '').startsWith('https') ? '; Secure' : '';
      res.setHeader('Set-Cookie', `${CANARY_COOKIE}=${seed}; Path=/; SameSite=Lax; HttpOnly${secure}`);
    }
    addVary(res, 'Cookie');
    return chooseReleases(config, seed);
  };
  const serveRemotesJson = (req, res) => {
    const text = `${JSON.stringify(sessionConfig(req, res), null, 2)}\n`;
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  const serve = async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Every module's pages, the remotes' standalone pages included, run under the same policy.
    res.setHeader('Content-Security-Policy', policyFor(req));
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.statusCode = 204;
      res.end();
      return;
    }
    const path = requestPath(req.url);
    if (path === null) return plain(res, 400, 'Bad Request');
    const release = RELEASE_PATH.exec(path);
    if (release) return serveRelease(req, res, release[1], release[2]);
    if (path.startsWith('/releases/')) return plain(res, 404, 'Not Found');
    if (remotesConfig && path === '/remotes.json') return serveRemotesJson(req, res);
    if (hintsFor && path === '/robots.txt') return plainText(req, res, robotsTxt(siteUrlOf(req)));
    const apiUrl = hintsFor ? apiUrlOf(remotesConfig?.()) : null;
    if (apiUrl && isSitemapPath(path)) return proxySitemap(req, res, apiUrl, path);
    if (spa && isPageRequest(req, path)) {
      if (!hintsFor) return serveFiles(req, res, true);
      const twin = languageRedirect(req, path);
      return twin ? redirectToLanguage(res, twin) : servePage(req, res, path);
    }
    if (extname(path) && !(await isFile(join(dir, path)))) return plain(res, 404, 'Not Found');
    return serveFiles(req, res, false);
  };
  /**
   * An English page's twin in the language the visitor chose (page-language.mjs). The answer
   * depends on the cookie and Accept-Language: never kept by a shared cache.
   */
  const redirectToLanguage = (res, location) => {
    res.statusCode = 302;
    res.setHeader('Location', location);
    res.setHeader('Cache-Control', 'private, no-cache');
    addVary(res, 'Accept-Language', 'Cookie');
    res.end();
  };
  const servePage = async (req, res, path) => {
    // The hints differ for a member (the hint cookie), per canary session and with the browser's
    // language (the API preload); an English page is also a redirect for another language.
    addVary(res, 'Accept-Language', 'Cookie');
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    // Hints are an optimisation: whatever goes wrong with them, the page is still served.
    const config = remotesConfig ? sessionConfig(req, res) : undefined;
    // A page in another language ('/es/…') is the same page: its hints and description are asked
    // for by its address without the prefix, in its language.
    const language = languageOfPath(path);
    const pageUrl = new URL(`http://x${encodeURI(pathWithoutLanguage(path))}${search}`);
    const viewer = {
      member: hasMemberHint(req.headers.cookie),
      sameLanguage: browserLanguage(req) === language,
    };
    const [hints, describe] = await Promise.all([
      hintsFor(pageUrl, config, viewer).catch((error) => {
        console.error('[static-server] page hints failed', error);
        return [];
      }),
      publicPageFor(pageUrl, apiUrlOf(config ?? remotesConfig?.()), { language, siteUrl: siteUrlOf(req) }),
    ]);
    const page = describe(withAppLinks(withHints(indexHtml, hints), language));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Language', localeOf(language));
    res.setHeader('Cache-Control', 'no-cache');
    res.statusCode = page.status;
    res.end(req.method === 'HEAD' ? undefined : page.html);
  };
  const server = createServer((req, res) =>
    compress(req, res, () =>
      serve(req, res).catch((error) => {
        console.error('[static-server]', req.method, req.url, error);
        if (!res.headersSent) plain(res, 500, 'Internal Server Error');
        else res.destroy();
      }),
    ),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
