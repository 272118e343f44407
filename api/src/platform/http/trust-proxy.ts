/**
 * TRUST_PROXY: which peers may tell the API who the client is (X-Forwarded-For). It decides
 * `request.ip`, and so the key of every rate limit: trusting too much lets a client pick its own
 * key by sending the header; trusting too little puts every client behind a proxy in one bucket.
 */
import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

/** false: the socket peer is the client. true: every hop. n: the n nearest hops. list: these proxies. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges, accepted by Fastify next to addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, extra] = value.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim().toLowerCase() ?? '';
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    const unknown = entries.filter((v) => !isAddressOrCidr(v));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be true, false, a hop count or a comma list of IP addresses/CIDRs; not understood: ${unknown.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify 5 accepts a number but no longer honours it (a hop count cannot tell the proxy from a
 * client talking to the API directly, so it trusts nobody); a count given on purpose becomes
 * proxy-addr's hop rule here, which is right when the API is reachable only through that chain.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
