/**
 * What browsers report about the site itself (docs/architecture.md §3, docs/releasing.md §9): a
 * remote module that failed to load or threw while rendering (counted and logged), and the pages'
 * web vitals and errors per remote and release (counted, and stored for `npm run release-health`
 * and the release guard). Nothing personal is accepted: see rum-payloads.ts.
 */
import { REMOTE_NAMES } from '@journeys/shared/module-map';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContent } from '../../platform/http/responses';
import { DEFAULT_LANGUAGE, LANGUAGE_VALUES } from '../../platform/i18n';
import { countMissingMessage, countRemoteFailure } from '../../platform/metrics';
import { requireScraper } from '../auth';
import { releaseHealth } from './release-health';
import { errorsPayload, releaseVersion, RUM_BODY_LIMIT, vitalsPayload } from './rum-payloads';
import { recordErrors, recordVitals, sessionSampled } from './rum-store';

/** Names from the module map only: a label per arbitrary string would let anyone grow the metrics without bound. */
const remoteFailurePayload = z.strictObject({
  remote: z.enum(REMOTE_NAMES as [string, ...string[]]).describe("The remote's federation name ('feed')"),
  version: releaseVersion
    .optional()
    .describe('The release the page ran, when the remote is served from a release'),
  phase: z.enum(['load', 'render']).describe('load: its files failed; render: it threw while rendering'),
});

/** Who owns a catalog: a remote of the module map, the shell, or @journeys/shared ('shared'). */
export const CATALOG_OWNERS: readonly string[] = [...REMOTE_NAMES, 'shell', 'shared'];
const OWNER_FORM = /^[a-z][a-z-]{1,30}$/;

/** Closed lists only: each (owner, language) is one label pair of the metric. */
const missingMessagePayload = z.strictObject({
  owner: z
    .string()
    .regex(OWNER_FORM)
    .refine((owner) => CATALOG_OWNERS.includes(owner), 'Unknown catalog owner')
    .describe("The catalog's owner: a remote's federation name ('feed'), 'shell' or 'shared'"),
  language: z
    .enum(LANGUAGE_VALUES)
    .exclude([DEFAULT_LANGUAGE])
    .describe('The language whose catalog lacked the key (English is the source: never missing)'),
});

/**
 * `navigator.sendBeacon` sends its body as text/plain: a CORS-safelisted type, so a page hiding
 * does not wait for a preflight. Within this plugin only, such a body is read as JSON.
 */
function parseTextAsJson(
  _request: unknown,
  body: string,
  done: (err: Error | null, value?: unknown) => void,
): void {
  try {
    done(null, JSON.parse(body));
  } catch {
    done(Object.assign(new SyntaxError('Malformed JSON body'), { statusCode: 400 }));
  }
}

export async function clientEventRoutes(app: FastifyInstance): Promise<void> {
  const { rateLimits, clientEvents, metricsToken } = app.ctx.config;
  const limited = { rateLimit: { max: rateLimits.clientEvents, timeWindow: rateLimits.windowMs } };
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: RUM_BODY_LIMIT },
    (request, body, done) => parseTextAsJson(request, body as string, done),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/client-events/remote-failure',
    {
      config: limited,
      schema: {
        tags: ['client events'],
        summary: 'A remote showed its fallback in a browser: counted in GET /metrics and logged',
        body: remoteFailurePayload,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { remote, version, phase } = request.body;
      countRemoteFailure(remote, phase);
      request.log.warn({ event: 'remote_failure', remote, version, phase }, 'a remote failed in a browser');
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/client-events/missing-message',
    {
      config: limited,
      schema: {
        tags: ['client events'],
        summary:
          "A page showed English words for a key missing in a language's catalog: counted in GET /metrics (journeys_missing_messages_total)",
        body: missingMessagePayload,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      countMissingMessage(request.body.owner, request.body.language);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/client-events/vitals',
    {
      bodyLimit: RUM_BODY_LIMIT,
      config: limited,
      schema: {
        tags: ['client events'],
        summary:
          "A page's web vitals (LCP, INP, CLS, TTFB) per remote and release: in GET /metrics and kept 30 days for release health",
        body: vitalsPayload,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (sessionSampled(request.body.session, clientEvents.sampleRate))
        await recordVitals(app.ctx.db, request.body);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/client-events/errors',
    {
      bodyLimit: RUM_BODY_LIMIT,
      config: limited,
      schema: {
        tags: ['client events'],
        summary:
          "A page's errors (uncaught, unhandled rejections, caught by a remote's boundary) per remote and release, without their text",
        body: errorsPayload,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (sessionSampled(request.body.session, clientEvents.sampleRate))
        await recordErrors(app.ctx.db, request.body);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/client-events/release-health',
    {
      onRequest: requireScraper(metricsToken),
      schema: {
        tags: ['client events'],
        summary:
          'Per release a remote serves: share, sessions, error rate, p75 vitals and a verdict against the live release (npm run release-health); needs the METRICS_TOKEN bearer when one is configured',
        querystring: z.strictObject({
          remote: z.enum(REMOTE_NAMES as [string, ...string[]]).describe("The remote's federation name"),
        }),
        response: {
          200: z.object({
            remote: z.string(),
            since: z.string(),
            minSessions: z.number(),
            versions: z.array(
              z.object({
                version: z.string(),
                role: z.enum(['live', 'canary']),
                share: z.number(),
                sessions: z.number(),
                sessionsWithErrors: z.number(),
                errorRate: z.number(),
                vitals: z.record(z.string(), z.object({ p75: z.number().nullable(), count: z.number() })),
                verdict: z.enum(['healthy', 'worse', 'not enough data']).nullable(),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      releaseHealth(
        app.ctx.db,
        {
          releasesDir: clientEvents.releasesDir,
          minSessions: clientEvents.guardMinSessions,
          now: app.ctx.clock(),
        },
        request.query.remote,
      ),
  );
}
