/**
 * The device cookie (docs/security.md §9): HttpOnly so page scripts never see it, SameSite=Strict
 * so no other site's request carries it, Secure when the request came over https, Path=/ like
 * every API call. The API has no other cookie, so a header parser would be more than it needs.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TTL_MS } from './login-devices';

export const DEVICE_COOKIE = 'journeys_device';

/** Tokens are 43 base64url characters; anything else is not one of ours. */
const TOKEN = /^[\w-]{43}$/;

/** The device token the browser sent, if it is well formed. */
export function deviceToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (TOKEN.test(value)) return value;
  }
  return null;
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const attributes = [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${Math.floor(DEVICE_TTL_MS / 1000)}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (request.protocol === 'https') attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}
