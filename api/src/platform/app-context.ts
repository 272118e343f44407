/**
 * What routes and jobs need from the app, decorated once on the root instance: the platform's
 * services. A feature whose service the app holds for it adds the service here itself, beside
 * its code (`declare module` of this file: the notification hub, the photo storage), and app.ts
 * builds it; this file names no feature.
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/create-database';
import type { Database } from './db/schema';
import type { FeedCache } from './feed-cache';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mailer';

export interface AppContext {
  db: Kysely<Database>;
  database: DatabaseHandle;
  config: AppConfig;
  mailer: Mailer;
  /** Serialized feed pages, invalidated on every feed-changing write (all instances). */
  feedCache: FeedCache;
  /** Now, for time-based rules (login throttling, alerts, reminders). */
  clock: () => Date;
  /** The job queue (pg-boss on the app's database; docs/architecture.md §10). */
  jobs: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
