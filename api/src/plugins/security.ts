/** CORS allow-list, security headers and the rate-limit engine (limits are set per route). */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

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

export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
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
    origin: corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(429, `Too many requests, please try again in ${context.after}`),
      // The plugin throws this object; the error handler reads statusCode to keep the 429.
      statusCode: context.statusCode,
    }),
  });
}
