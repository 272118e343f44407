/**
 * The API as one Fastify instance: external plugins, then the app context, then routes
 * (fastify/demo order). It owns no process concerns — server.ts adds logging, timeouts and
 * signals; tests call buildApp with a fresh database and `inject`.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import './platform/app-context';
import type { AppConfig, RateLimits } from './platform/config';
import type { DatabaseHandle } from './platform/db/create-database';
import { registerCompression } from './platform/http/compression';
import { registerDocs } from './platform/http/docs';
import { answerFrameworkError, registerErrorHandling } from './platform/http/error-handler';
import { registerHttpMetrics } from './platform/http/http-metrics';
import { registerRequestId, requestIdOf, withRequestIdHeader } from './platform/http/request-id';
import { registerSecurity } from './platform/http/security';
import { noticeClose, refuseWhileClosing } from './platform/http/shutdown-gate';
import { queuesOf, registerFeatureJobs, type FeatureJobs } from './platform/jobs/feature-jobs';
import { createJobQueue, type StartableJobQueue } from './platform/jobs/queue';
import { createFeedCache, type FeedCache, type FeedCacheOptions } from './platform/feed-cache';
import { developmentEmailTokenSecret, emailJobs, emailPreferenceRoutes } from './features/email';
import { accountDataRoutes, accountSettingsRoutes, facebookDeletionRoutes } from './features/account';
import { accountRoutes, facebookRoutes, passwordRoutes } from './features/auth';
import { clientEventJobs, clientEventRoutes, startReleaseGuard } from './features/client-events';
import { commentRoutes } from './features/comments';
import { followRoutes, referenceRoutes, reviewRoutes, updateRoutes } from './features/feed';
import { healthRoutes, metricsRoutes } from './features/health';
import { helpJobs, helpRoutes } from './features/help';
import { insightsRoutes } from './features/insights';
import { previewImageRoutes, publicPageRoutes, sitemapRoutes } from './features/public-pages';
import { moderationRoutes } from './features/moderation';
import { notificationRoutes, createNotificationHub, type NotificationHub } from './features/notifications';
import { createPhotosContext, photoJobs, photoRoutes } from './features/photos';
import { pushJobs, pushPreferenceRoutes, pushRoutes } from './features/push';
import { followUpJobs } from './features/reminders';
import { createMailer, type Mailer } from './platform/mailer';
import { fastifyTrustProxy } from './platform/http/trust-proxy';

/** Every feature's jobs, in the order their handlers are registered. */
const FEATURE_JOBS: readonly FeatureJobs[] = [
  emailJobs,
  pushJobs,
  followUpJobs,
  helpJobs,
  clientEventJobs,
  photoJobs,
];

/** Every queue the app uses: the migration step creates them for a run-time role of its own. */
export const APP_QUEUES: readonly string[] = queuesOf(FEATURE_JOBS);

/** Bodies are small JSON documents; 64 KB leaves room for a long description and no more. */
export const BODY_LIMIT = 64 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Overrides config.rateLimits, e.g. so a test can trip a limit in a few calls. */
  rateLimits?: Partial<RateLimits>;
  /** Defaults to nodemailer per config.mail. */
  mailer?: Mailer;
  /** Feed page cache tuning (TTL, size); the bench turns it off to measure the database path. */
  feedCache?: Pick<FeedCacheOptions, 'ttlMs' | 'maxEntries'>;
  /** Server-level options (logger, timeouts) that server.ts owns. */
  fastify?: FastifyServerOptions;
  /** The time login throttling runs on; tests move it forward instead of sleeping. */
  clock?: () => Date;
}

/** Every feature's routes, in the order they are registered (the OpenAPI document's order). */
const FEATURE_ROUTES: readonly FastifyPluginAsync[] = [
  healthRoutes,
  accountRoutes,
  passwordRoutes,
  accountSettingsRoutes,
  emailPreferenceRoutes,
  pushPreferenceRoutes,
  facebookRoutes,
  accountDataRoutes,
  facebookDeletionRoutes,
  reviewRoutes,
  updateRoutes,
  photoRoutes,
  commentRoutes,
  notificationRoutes,
  pushRoutes,
  followRoutes,
  helpRoutes,
  moderationRoutes,
  referenceRoutes,
  insightsRoutes,
  publicPageRoutes,
  previewImageRoutes,
  sitemapRoutes,
  clientEventRoutes,
  metricsRoutes,
];

/** The configuration the app runs on: the options' overrides, and a secret for email tokens. */
function effectiveConfig(options: BuildAppOptions): AppConfig & { emailTokenSecret: string } {
  return {
    ...options.config,
    rateLimits: { ...options.config.rateLimits, ...options.rateLimits },
    emailTokenSecret: options.config.emailTokenSecret ?? developmentEmailTokenSecret(options.config.database),
  };
}

/** The Fastify instance with what must come before every hook: errors, the request id, the shutdown gate. */
function createServer(config: AppConfig, fastify: FastifyServerOptions | undefined): FastifyInstance {
  const app = Fastify({
    logger: false,
    ...fastify,
    bodyLimit: BODY_LIMIT,
    // genReqId reads x-request-id itself: Fastify's requestIdHeader would log any value as sent.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Decides request.ip, the key of every rate limit.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: withRequestIdHeader(answerFrameworkError),
    // The shutdown gate answers instead, with the request id and the API's error body.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Before every other hook: whatever answers next carries the id and is counted.
  registerRequestId(app);
  noticeClose(app);
  return app;
}

/** The services with a life of their own: started when the app is ready, stopped when it closes. */
interface Services {
  mailer: Mailer;
  hub: NotificationHub;
  feedCache: FeedCache;
  jobs: StartableJobQueue;
}

/** Each service logs its failures through the app. */
function createServices(app: FastifyInstance, config: AppConfig, options: BuildAppOptions): Services {
  const { database } = options;
  return {
    mailer: options.mailer ?? createMailer({ ...config.mail, log: (message) => app.log.info(message) }),
    hub: createNotificationHub(database.db, database.listen, {
      limits: config.streams,
      onError: (err) => app.log.warn({ err }, 'notification stream read failed'),
    }),
    feedCache: createFeedCache(database.db, database.listen, {
      ...options.feedCache,
      onError: (err) => app.log.warn({ err }, 'feed change notification failed'),
    }),
    jobs: createJobQueue({
      db: database.db,
      config: config.jobs,
      onError: (err) => app.log.error({ err }, 'job queue: a job or the queue failed'),
    }),
  };
}

/** Starts the listeners, the queue and the release guard once ready; stops them on close. */
function manageLifecycle(app: FastifyInstance, services: Services, ownMailer: boolean): void {
  const { mailer, hub, feedCache, jobs } = services;
  let stopReleaseGuard = (): void => undefined;
  app.addHook('onReady', async () => {
    await hub.start();
    await feedCache.start();
    // Resolves after the first try: during a database outage the API starts anyway (503s) and
    // the queue keeps trying in the background.
    await jobs.start(() => registerFeatureJobs(app.ctx, FEATURE_JOBS));
    // Where jobs are worked, so that one process (or one per advisory lock) guards the canaries.
    if (app.ctx.config.jobs.worker) stopReleaseGuard = startReleaseGuard(app.ctx, app.log);
  });
  // preClose, not onClose: open event streams (ended by hub.stop) would otherwise keep
  // server.close() waiting.
  app.addHook('preClose', async () => {
    stopReleaseGuard();
    await jobs.stop();
    await hub.stop();
    await feedCache.stop();
    if (ownMailer) mailer.close();
  });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = effectiveConfig(options);
  const app = createServer(config, options.fastify);
  const services = createServices(app, config, options);
  const clock = options.clock ?? (() => new Date());
  app.decorate('ctx', {
    ...services,
    db: options.database.db,
    database: options.database,
    config,
    clock,
    photos: createPhotosContext(config.photos, config.emailTokenSecret, clock),
  });
  app.decorateRequest('userId', undefined);
  registerHttpMetrics(app, {
    openStreams: () => services.hub.size(),
    poolStats: () => options.database.poolStats?.(),
    queueDepths: () => services.jobs.depths(),
  });

  await registerSecurity(app, { corsOrigins: config.corsOrigins, redis: config.redis });
  refuseWhileClosing(app);
  await registerCompression(app);
  await registerDocs(app);
  for (const routes of FEATURE_ROUTES) await app.register(routes);

  manageLifecycle(app, services, !options.mailer);
  return app;
}
