/**
 * The API as one Fastify instance: external plugins, then the app context, then routes
 * (fastify/demo order). It owns no process concerns — server.ts adds logging, timeouts and
 * signals; tests call buildApp with a fresh database and `inject`.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
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
import { registerShutdownGate } from './platform/http/shutdown-gate';
import { queuesOf, registerFeatureJobs, type FeatureJobs } from './platform/jobs/feature-jobs';
import { createJobQueue } from './platform/jobs/queue';
import { createFeedCache, type FeedCacheOptions } from './platform/feed-cache';
import { developmentEmailTokenSecret, emailJobs, emailPreferenceRoutes } from './features/email';
import { accountDataRoutes, accountSettingsRoutes, facebookDeletionRoutes } from './features/account';
import { accountRoutes, facebookRoutes, passwordRoutes } from './features/auth';
import { clientEventJobs, clientEventRoutes, startReleaseGuard } from './features/client-events';
import { commentRoutes } from './features/comments';
import { followRoutes, referenceRoutes, reviewRoutes, updateRoutes } from './features/feed';
import { healthRoutes, metricsRoutes } from './features/health';
import { insightsRoutes } from './features/insights';
import { previewImageRoutes, publicPageRoutes, sitemapRoutes } from './features/public-pages';
import { moderationRoutes } from './features/moderation';
import { notificationRoutes, createNotificationHub } from './features/notifications';
import { createPhotosContext, photoJobs, photoRoutes } from './features/photos';
import { followUpJobs } from './features/reminders';
import { createMailer, type Mailer } from './platform/mailer';
import { fastifyTrustProxy } from './platform/http/trust-proxy';

/** Every feature's jobs, in the order their handlers are registered. */
const FEATURE_JOBS: readonly FeatureJobs[] = [emailJobs, followUpJobs, clientEventJobs, photoJobs];

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

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const emailTokenSecret =
    options.config.emailTokenSecret ?? developmentEmailTokenSecret(options.config.database);
  const config: AppConfig = {
    ...options.config,
    rateLimits: { ...options.config.rateLimits, ...options.rateLimits },
    emailTokenSecret,
  };
  const app = Fastify({
    logger: false,
    ...options.fastify,
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
  registerShutdownGate(app);

  const mailer = options.mailer ?? createMailer({ ...config.mail, log: (message) => app.log.info(message) });
  const hub = createNotificationHub(options.database.db, options.database.listen, {
    limits: config.streams,
    onError: (err) => app.log.warn({ err }, 'notification stream read failed'),
  });
  const feedCache = createFeedCache(options.database.db, options.database.listen, {
    ...options.feedCache,
    onError: (err) => app.log.warn({ err }, 'feed change notification failed'),
  });
  const jobs = createJobQueue({
    db: options.database.db,
    config: config.jobs,
    onError: (err) => app.log.error({ err }, 'job queue: a job or the queue failed'),
  });
  const clock = options.clock ?? (() => new Date());
  const photos = createPhotosContext(config.photos, emailTokenSecret, clock);
  app.decorate('ctx', {
    db: options.database.db,
    database: options.database,
    config,
    mailer,
    hub,
    feedCache,
    clock,
    jobs,
    photos,
  });
  app.decorateRequest('userId', undefined);
  registerHttpMetrics(app, {
    openStreams: () => hub.size(),
    poolStats: () => options.database.poolStats?.(),
    queueDepths: () => jobs.depths(),
  });

  await registerSecurity(app, { corsOrigins: config.corsOrigins, redis: config.redis });
  await registerCompression(app);
  await registerDocs(app);

  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(passwordRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(emailPreferenceRoutes);
  await app.register(facebookRoutes);
  await app.register(accountDataRoutes);
  await app.register(facebookDeletionRoutes);
  await app.register(reviewRoutes);
  await app.register(updateRoutes);
  await app.register(photoRoutes);
  await app.register(commentRoutes);
  await app.register(notificationRoutes);
  await app.register(followRoutes);
  await app.register(moderationRoutes);
  await app.register(referenceRoutes);
  await app.register(insightsRoutes);
  await app.register(publicPageRoutes);
  await app.register(previewImageRoutes);
  await app.register(sitemapRoutes);
  await app.register(clientEventRoutes);
  await app.register(metricsRoutes);

  let stopReleaseGuard = (): void => undefined;
  app.addHook('onReady', async () => {
    await hub.start();
    await feedCache.start();
    // Resolves after the first try: during a database outage the API starts anyway (503s) and
    // the queue keeps trying in the background.
    await jobs.start(() => registerFeatureJobs(app.ctx, FEATURE_JOBS));
    // Where jobs are worked, so that one process (or one per advisory lock) guards the canaries.
    if (config.jobs.worker) stopReleaseGuard = startReleaseGuard(app.ctx, app.log);
  });
  // preClose, not onClose: open event streams (ended by hub.stop) would otherwise keep
  // server.close() waiting.
  app.addHook('preClose', async () => {
    stopReleaseGuard();
    await jobs.stop();
    await hub.stop();
    await feedCache.stop();
    if (!options.mailer) mailer.close();
  });
  return app;
}
