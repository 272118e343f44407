/**
 * What a device's push subscription must be before it is stored (docs/security.md §13): the schema
 * checked its shape; this checks what the API will do with it. The server sends a request to the
 * endpoint, so it must be a push service's https URL; outside production plain http on the loopback
 * address is also accepted, so tests and local tools can receive pushes. Each payload is encrypted
 * to the keys, so they must be a real P-256 point and a 16-byte secret: a subscription that could
 * never be sent to is refused now rather than failing in the queue later.
 */
import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import type { PushSubscriptionPayload } from '@journeys/shared/domain';
import { AppError } from '../../platform/errors';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Addresses of this machine or its network: the API must not be made to post there in production. */
const PRIVATE_ADDRESS =
  /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|\[?(::1?|f[cd][0-9a-f]*:|fe80:))/i;

export const ENDPOINT_REFUSED = 'This device gave a push service address the site cannot use';
const INCOMPLETE = 'This device gave an incomplete push subscription';

function refused(field: 'endpoint' | 'keys', message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** Throws a 400 unless the server may post to this endpoint. */
export function checkEndpoint(endpoint: string, allowLoopbackHttp: boolean): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refused('endpoint', INCOMPLETE);
  }
  if (url.username || url.password || url.hash) throw refused('endpoint', ENDPOINT_REFUSED);
  if (url.protocol === 'http:' && allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname)) return;
  if (url.protocol !== 'https:') throw refused('endpoint', ENDPOINT_REFUSED);
  const literal = isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0;
  const local = url.hostname === 'localhost' || (literal && PRIVATE_ADDRESS.test(url.hostname));
  if (local && !allowLoopbackHttp) throw refused('endpoint', ENDPOINT_REFUSED);
}

/** Throws a 400 unless p256dh is a point of P-256 and auth a 16-byte secret. */
export function checkKeys(keys: PushSubscriptionPayload['keys']): void {
  const auth = Buffer.from(keys.auth, 'base64url');
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  if (auth.length !== 16 || p256dh.length !== 65) throw refused('keys', INCOMPLETE);
  try {
    // What encrypting a payload does first: it fails for anything not on the curve.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(p256dh);
  } catch {
    throw refused('keys', INCOMPLETE);
  }
}
