/**
 * The Redis connection behind shared rate limits. A limit check must never wait on Redis: with
 * no offline queue a command fails at once while Redis is away, the limit plugin lets the
 * request through (skipOnError), and ioredis keeps reconnecting in the background.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A live Redis answers in well under this; a slower answer counts as Redis being away. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;

export function createRateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // security.ts awaits the first connection itself.
    lazyConnect: true,
  });
  // One line per outage, not one per reconnect attempt.
  let reachable = true;
  redis.on('error', (err: Error) => {
    if (!reachable) return;
    reachable = false;
    log.warn({ err }, 'Redis unreachable: rate limits are not enforced until it is back');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.info('Redis reachable again: rate limits enforced');
  });
  return redis;
}
