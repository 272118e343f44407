/** What routes need from the app, decorated once on the root instance. */
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/create-database';
import type { Database } from './db/schema';
import type { JobQueue } from './jobs/queue';
import type { FeedCache } from '../features/feed';
import type { Mailer } from './mailer';
import type { NotificationHub } from '../features/notifications';
import type { PhotoStorage, PhotoUrlSigner } from '../features/photos';

export interface AppContext {
  db: Kysely<Database>;
  database: DatabaseHandle;
  config: AppConfig;
  mailer: Mailer;
  /** Live notification streams; it ends them on shutdown so the server can close. */
  hub: NotificationHub;
  /** Serialized feed pages, invalidated on every feed-changing write (all instances). */
  feedCache: FeedCache;
  /** Now, for time-based rules (login throttling, alerts, reminders). */
  clock: () => Date;
  /** The job queue (pg-boss on the app's database; docs/architecture.md §10). */
  jobs: JobQueue;
  /** Where photo files live, and the signer of members-only photo addresses. */
  photos: { storage: PhotoStorage; signer: PhotoUrlSigner };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; undefined when the request carries no valid session. */
    userId?: number;
    /** The session that authenticated the request (bearer token or stream ticket). */
    sessionId?: number;
  }
}
