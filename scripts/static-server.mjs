// Serves one module's dist/ the way a CDN would: CORS for the remotes' manifests and chunks,
// hashed files cached forever, entry files (index.html, remoteEntry.js, mf-manifest.json,
// remotes.json) never cached, gzip for text, SPA fallback for page addresses (never for a missing
// file), the strict CSP on every module, and 400 for paths no file could have.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { createContentSecurityPolicy } from './content-security-policy.mjs';
import { createPageHints, withHints } from './page-hints.mjs';

const NEVER_CACHED = [
  'index.html',
  'remoteEntry.js',
  'federation-runtime.js',
  'mf-manifest.json',
  'mf-stats.json',
  'remotes.json',
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
];

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, pageHints?: boolean }} options
 *   pageHints: the shell's pages carry resource hints for what they load (page-hints.mjs)
 * @returns {Promise<import('node:http').Server>}
 */
export function startStaticServer({ dir, port, host = '127.0.0.1', spa = false, pageHints = false }) {
  const policyFor = createContentSecurityPolicy(dir);
  const hintsFor = pageHints ? createPageHints({ distDir: dir }) : null;
  const indexHtml = hintsFor ? readFileSync(join(dir, 'index.html'), 'utf8') : '';
  const compress = compression();
  const serveFiles = (req, res, rewriteToIndex) =>
    handler(req, res, {
      public: dir,
      cleanUrls: false,
      directoryListing: false,
      rewrites: rewriteToIndex ? [{ source: '**', destination: '/index.html' }] : [],
      headers: CACHE_HEADERS,
    });
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
    if (spa && isPageRequest(req, path)) {
      return hintsFor ? servePage(req, res, path) : serveFiles(req, res, true);
    }
    if (extname(path) && !(await isFile(join(dir, path)))) return plain(res, 404, 'Not Found');
    return serveFiles(req, res, false);
  };
  const servePage = async (req, res, path) => {
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    // Hints are an optimisation: whatever goes wrong with them, the page is still served.
    const hints = await hintsFor(new URL(`http://x${encodeURI(path)}${search}`)).catch((error) => {
      console.error('[static-server] page hints failed', error);
      return [];
    });
    const html = withHints(indexHtml, hints);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : html);
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
