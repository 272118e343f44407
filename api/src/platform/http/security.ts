/** CORS allow-list, security headers and the rate-limit engine (limits are set per route). */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';
import { createRateLimitRedis } from './rate-limit-redis';

/** swagger-ui needs its own scripts, styles and inline images; nothing else is served as HTML. */
const DOCS_CSP = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
    frameAncestors: ["'none'"],
  },
};

export interface SecurityOptions {
  corsOrigins: string[];
  /** Unset: rate-limit counters stay in this process. */
  redis?: { url: string; keyPrefix: string };
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  // Route-level helmet config is read per request, so tagging the docs routes as they are added
  // relaxes CSP there only, whatever order the plugins register in.
  app.addHook('onRoute', (route) => {
    if (route.url === '/docs' || route.url.startsWith('/docs/')) {
      route.config = {
        ...(route.config ?? {}),
        helmet: { contentSecurityPolicy: DOCS_CSP },
      } as typeof route.config;
    }
  });
  await app.register(helmet, {
    // The API answers JSON: nothing may be loaded or framed on its behalf.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(cors, {
    origin: options.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
  });
  const shared = options.redis && {
    redis: createRateLimitRedis(options.redis.url, app.log),
    nameSpace: options.redis.keyPrefix,
  };
  if (shared) {
    // The first connection is awaited so limits hold from the first request; a Redis that is
    // down at start does not keep the API down (ioredis keeps trying in the background).
    await shared.redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => shared.redis.disconnect());
  }
  await app.register(rateLimit, {
    global: false,
    ...shared,
    // Redis away: the limited routes (login, sign-up, comments) keep working without a limit
    // rather than all failing; the outage is logged once (rate-limit-redis.ts).
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      ...errorBody('RATE_LIMITED', `Too many requests, please try again in ${context.after}`),
      // The plugin throws this object; the error handler reads statusCode to keep the 429, and
      // the wait to say it in the request's language (the plugin's `after` is English).
      statusCode: context.statusCode,
      retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
    }),
  });
}
