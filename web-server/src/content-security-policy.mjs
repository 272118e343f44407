// The Content-Security-Policy every module's pages are served with: the shell's, and each remote's
// standalone page. Scripts and styles only from our own origins; no inline, no eval.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FACEBOOK_PICTURE_SOURCES } from '@journeys/shared/facebook-pictures';

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const isLocalHost = (hostname) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || /^\d+\.\d+\.\d+\.\d+$/.test(hostname);

/**
 * The API origin a page derives when its configuration names none, as the browser code does
 * (shared/src/api/config.ts): localhost → port 4000, www.example.org → api.example.org.
 */
function derivedApiOrigin(req) {
  const host = req.headers.host;
  if (!host) return null;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  const protocol = forwarded === 'https' || forwarded === 'http' ? forwarded : 'http';
  let hostname;
  try {
    hostname = new URL(`${protocol}://${host}`).hostname;
  } catch {
    return null;
  }
  return isLocalHost(hostname)
    ? `${protocol}://${hostname}:4000`
    : `${protocol}://api.${hostname.replace(/^www\./, '')}`;
}

/**
 * Reads the module's remotes.json once (only the shell has one), unless given the config a
 * deployment serves instead: its remote origins, and its API origin when it names one. A remote's
 * standalone page loads nothing from other remotes.
 * @param {string} distDir
 * @param {{ apiUrl?: unknown, remotes?: Record<string, unknown> }} [served]
 * @returns {(req: import('node:http').IncomingMessage) => string} the policy for one request
 */
export function createContentSecurityPolicy(distDir, served) {
  const remotesFile = join(distDir, 'remotes.json');
  const config = served ?? (existsSync(remotesFile) ? JSON.parse(readFileSync(remotesFile, 'utf8')) : {});
  const remoteOrigins = [
    ...new Set(
      Object.values(config.remotes ?? {})
        .map(originOf)
        .filter(Boolean),
    ),
  ];
  const configuredApi = typeof config.apiUrl === 'string' ? originOf(config.apiUrl) : null;
  const facebook = ['https://connect.facebook.net'];
  const list = (...items) => [...new Set(items.filter(Boolean))].join(' ');

  return (req) => {
    const apiOrigin = configuredApi ?? derivedApiOrigin(req);
    return [
      `default-src 'self'`,
      `script-src ${list("'self'", ...remoteOrigins, ...facebook)}`,
      `style-src ${list("'self'", ...remoteOrigins)}`,
      // Exactly: photos of updates from the API's origin (docs/security.md §12), the members'
      // Facebook profile pictures (the only pictures the API keeps), blob: for the photo picker's
      // preview of a file not yet uploaded, data: for placeholders. Never any https: host.
      `img-src ${list("'self'", 'data:', 'blob:', apiOrigin, ...remoteOrigins, ...FACEBOOK_PICTURE_SOURCES)}`,
      `font-src 'self'`,
      `connect-src ${list(
        "'self'",
        apiOrigin,
        ...remoteOrigins,
        'https://graph.facebook.com',
        'https://www.facebook.com',
      )}`,
      `frame-src https://www.facebook.com https://web.facebook.com`,
      `object-src 'none'`,
      `base-uri 'self'`,
      `form-action 'self'`,
      `frame-ancestors 'none'`,
    ].join('; ');
  };
}
