// Serves one module's dist/ the way a CDN would: CORS for the remotes' manifests and chunks,
// hashed files cached forever, entry files (index.html, remoteEntry.js, mf-manifest.json,
// remotes.json) never cached, gzip for text, SPA fallback for the shell, and the shell's CSP.
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { createPageHints, withHints } from './page-hints.mjs';

const NEVER_CACHED = [
  'index.html',
  'remoteEntry.js',
  'federation-runtime.js',
  'mf-manifest.json',
  'mf-stats.json',
  'remotes.json',
];

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** CSP for the shell: scripts and styles only from our own origins; no inline, no eval. */
export function contentSecurityPolicy(distDir) {
  const remotesFile = join(distDir, 'remotes.json');
  const config = existsSync(remotesFile) ? JSON.parse(readFileSync(remotesFile, 'utf8')) : { remotes: {} };
  const remoteOrigins = [...new Set(Object.values(config.remotes).map(originOf).filter(Boolean))];
  const api = config.apiUrl ? originOf(config.apiUrl) : null;
  const facebook = ['https://connect.facebook.net'];
  const list = (...items) => items.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remoteOrigins, ...facebook)}`,
    `style-src ${list("'self'", ...remoteOrigins)}`,
    `img-src ${list("'self'", 'data:', 'https:', ...remoteOrigins)}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", api, ...remoteOrigins, 'https://graph.facebook.com', 'https://www.facebook.com')}`,
    `frame-src https://www.facebook.com https://web.facebook.com`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** A page address rather than a file: the SPA's index.html answers it. */
const isPageRequest = (req) =>
  (req.method === 'GET' || req.method === 'HEAD') && !extname(new URL(req.url, 'http://x').pathname);

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, csp?: boolean, pageHints?: boolean }} options
 *   pageHints: the shell's pages carry resource hints for what they load (page-hints.mjs)
 * @returns {Promise<import('node:http').Server>}
 */
export function startStaticServer({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  csp = false,
  pageHints = false,
}) {
  const policy = csp ? contentSecurityPolicy(dir) : null;
  const hintsFor = pageHints ? createPageHints({ distDir: dir }) : null;
  const indexHtml = hintsFor ? readFileSync(join(dir, 'index.html'), 'utf8') : '';
  const compress = compression();
  const server = createServer((req, res) => compress(req, res, () => serve(req, res)));
  const serve = (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (policy) res.setHeader('Content-Security-Policy', policy);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.statusCode = 204;
      res.end();
      return;
    }
    if (hintsFor && spa && isPageRequest(req)) return servePage(req, res);
    return handler(req, res, {
      public: dir,
      cleanUrls: false,
      directoryListing: false,
      rewrites: spa ? [{ source: '**', destination: '/index.html' }] : [],
      headers: [
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
      ],
    });
  };
  const servePage = async (req, res) => {
    // Hints are an optimisation: whatever goes wrong with them, the page is still served.
    const hints = await hintsFor(new URL(req.url, 'http://x')).catch((error) => {
      console.error('[static-server] page hints failed', error);
      return [];
    });
    const html = withHints(indexHtml, hints);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : html);
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
