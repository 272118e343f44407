/**
 * The API's log settings: no credential is written, whichever way it reached the server. Request
 * URLs are logged with the values of credential-like query parameters replaced (a client still
 * sending `?token=`, a stream ticket, a pasted verification link), and credential headers are
 * censored should anything log headers.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export const REDACTED = '[redacted]';

const CREDENTIAL_PARAM = /token|ticket|secret|passw|signature|session|auth|api[-_]?key|^key$|^code$/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** `url` with every credential-like query value replaced; the rest stays byte for byte. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return CREDENTIAL_PARAM.test(decodedName(name)) ? `${name}=${REDACTED}` : part;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      // Fastify's default request serializer, with the URL redacted.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: REDACTED,
    },
  };
}
