/** Configuration from the environment, parsed once (zod) so a typo fails at start, not at first use. */
import { createECDH } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FRONTEND_MODULES } from '@journeys/shared/module-map';
import { z } from 'zod';
import { ConfigError, configError, mustBe } from './config-errors';
import { trustProxySchema, type TrustProxy } from './http/trust-proxy';

function workspaceRootAbove(from: string): string | undefined {
  let dir = path.resolve(from);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const parsed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (parsed.workspaces) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The monorepo root (the package.json with "workspaces"), found from the working directory, else
 * from the script node was started with (`node /srv/journeys/api/dist/cli/seed.js` from anywhere):
 * `import.meta.url` would not survive the CommonJS build jest uses.
 */
export function findRepoRoot(from: string = process.cwd()): string {
  const script = process.argv[1];
  return (
    workspaceRootAbove(from) ??
    (script ? workspaceRootAbove(path.dirname(script)) : undefined) ??
    path.resolve(from)
  );
}

const REPO_ROOT = findRepoRoot();

// Every module of the module map (docs/architecture.md §2) on its local port: the composed site and
// each remote's standalone page.
const localOrigins = FRONTEND_MODULES.flatMap(({ port }) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** One message for every way a value can miss (not a number, a fraction, out of range). */
function wholeNumber(min: number, max?: number) {
  const error = `must be a whole number ${max === undefined ? `of at least ${min}` : `between ${min} and ${max}`}`;
  const atLeast = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? atLeast : atLeast.max(max, { error });
}

const positiveInt = (fallback: number) => wholeNumber(1).default(fallback);

const url = (fallback: string) =>
  z.url({ error: 'must be an absolute URL such as https://example.org' }).default(fallback);

export const DEFAULT_DATABASE_TIMEOUTS = {
  connectTimeoutMs: 2000,
  queryTimeoutMs: 5000,
  idleInTransactionTimeoutMs: 10_000,
} satisfies Partial<DatabaseConfig>;

const envSchema = z.object({
  // production with PostgreSQL is a real deployment: see productionProblems.
  NODE_ENV: optionalString,
  PORT: wholeNumber(0, 65535).default(4000),
  // The separate job worker listens only when given one: for its /metrics and probes.
  WORKER_METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), wholeNumber(1, 65535).optional()),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: optionalString,
  // The tables' owner, for migrations only; the API and the worker run as DATABASE_URL's role.
  MIGRATION_DATABASE_URL: optionalString,
  PGLITE_DIR: optionalString,
  CORS_ORIGINS: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Surgery Journeys <no-reply@surgery-journeys.local>'),
  OUTBOX_DIR: optionalString,
  PUBLIC_SITE_URL: url('http://localhost:3000'),
  PUBLIC_API_URL: url('http://localhost:4000'),
  // Signs the unsubscribe links of emails; several instances (and the worker) must share it.
  EMAIL_TOKEN_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // During a rotation: links signed with the old secret, in emails already sent, keep working.
  EMAIL_TOKEN_SECRET_PREVIOUS: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  WORKER: z.enum(['on', 'off']).default('on'),
  JOBS_POLL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds, at least 0.5' })
    .min(0.5, { error: 'must be a number of seconds, at least 0.5' })
    .default(2),
  JOBS_CONCURRENCY: positiveInt(2),
  JOBS_RETRY_LIMIT: wholeNumber(0).default(5),
  JOBS_RETRY_DELAY_SECONDS: positiveInt(30),
  JOBS_EXPIRE_SECONDS: positiveInt(300),
  JOBS_MAINTENANCE_SECONDS: positiveInt(60),
  // Unseen comments and followed updates wait this long before an email alert.
  ALERT_DELAY_SECONDS: positiveInt(900),
  // How often the alert and reminder sweeps look for due work: due work waits at most this long
  // plus a job poll, well within the minute the issue allows.
  SWEEP_INTERVAL_SECONDS: positiveInt(30),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: url('https://graph.facebook.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_MAX: positiveInt(10),
  RATE_LIMIT_SIGNUP_MAX: positiveInt(10),
  RATE_LIMIT_EMAIL_MAX: positiveInt(5),
  RATE_LIMIT_COMMENT_MAX: positiveInt(30),
  RATE_LIMIT_STREAM_TICKET_MAX: positiveInt(60),
  RATE_LIMIT_ACCOUNT_MAX: positiveInt(20),
  RATE_LIMIT_CLIENT_EVENT_MAX: positiveInt(30),
  RATE_LIMIT_REPORT_MAX: positiveInt(10),
  RATE_LIMIT_PREVIEW_IMAGE_MAX: positiveInt(120),
  // The share of browser tab sessions whose measurements are kept (docs/releasing.md §9).
  RUM_SAMPLE_RATE: z.coerce
    .number({ error: 'must be a number between 0 and 1' })
    .min(0, { error: 'must be a number between 0 and 1' })
    .max(1, { error: 'must be a number between 0 and 1' })
    .default(1),
  // Where the release pointer is (releases/src/paths.mjs reads the same variable).
  RELEASES_DIR: optionalString,
  RELEASE_GUARD_INTERVAL_SECONDS: positiveInt(60),
  RELEASE_GUARD_MIN_SESSIONS: positiveInt(20),
  RATE_LIMIT_PHOTO_MAX: positiveInt(30),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  STREAM_MAX_PER_MEMBER: positiveInt(5),
  STREAM_MAX_TOTAL: positiveInt(1000),
  REDIS_URL: optionalString,
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('journeys:rate-limit:'),
  TRUST_PROXY: trustProxySchema,
  PG_CONNECT_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs),
  PG_QUERY_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_TIMEOUTS.queryTimeoutMs),
  PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionTimeoutMs),
  PHOTO_STORAGE: z.enum(['filesystem', 's3']).default('filesystem'),
  PHOTO_DIR: optionalString,
  PHOTO_URL_TTL_SECONDS: positiveInt(3600),
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  // A scraper's shared secret: long enough not to be guessed, and sendable as a bearer token.
  // Web Push (VAPID): the key pair browsers subscribe with, and how push services can reach us.
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
  ),
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(/^[\x21-\x7e]{16,200}$/, 'METRICS_TOKEN must be 16 to 200 printable characters without spaces')
      .optional(),
  ),
});

export interface RateLimits {
  /** Window shared by every limited route. */
  windowMs: number;
  /** POST /email/validate, /facebook/validate. */
  login: number;
  /** POST /email/create-password, /patient. */
  signup: number;
  /** POST /email/verify: each call sends a mail. */
  email: number;
  /** POST /comment, PUT and DELETE /comment/{id}. */
  comment: number;
  /** POST /notifications/stream-ticket: a bell reconnecting with backoff needs a few a minute. */
  streamTicket: number;
  /** Account page writes and password reset checks: profile, password, email confirm, sessions. */
  account: number;
  /** POST /client-events/*: a page reports each failed remote once, so a few a minute is plenty. */
  clientEvents: number;
  /** POST /reports per member. */
  report: number;
  /** GET /og/… per address: a drawn image costs tens of milliseconds of CPU. */
  previewImage: number;
  /** POST /photos per member: each upload costs a second or so of image processing. */
  photo: number;
}

/** Open notification streams one API instance holds. */
export interface StreamLimits {
  /** Per member (tabs, devices); a new stream past it closes that member's oldest. */
  maxPerMember: number;
  /** In all; a new stream past it is refused with 503 and Retry-After. */
  maxTotal: number;
}

export interface DatabaseConfig {
  /** Set: a real Postgres through `pg`. Unset: embedded PGlite. */
  databaseUrl?: string;
  /**
   * PostgreSQL only: the role that owns the tables, used for migrations alone. Unset: migrations
   * run as `databaseUrl`'s role, which then owns everything. Set to another role: after each
   * migration run that role grants `databaseUrl`'s only what the app needs (platform/db/run-time-grants.ts).
   */
  migrationDatabaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  pgliteDir?: string;
  /** Postgres only, like the two below: longest wait for a new connection (or a pooled one). */
  connectTimeoutMs?: number;
  /**
   * Server statement_timeout; the client gives up a little later, which also catches a
   * connection that stopped answering. 0 turns both off (long migrations).
   */
  queryTimeoutMs?: number;
  /** The server ends a session left idle inside a transaction this long (locks released). */
  idleInTransactionTimeoutMs?: number;
}

/** The job queue (pg-boss; docs/architecture.md §10). */
export interface JobsConfig {
  /** This process works jobs (WORKER=on); off: it only enqueues (scale-out API instances). */
  worker: boolean;
  /** How often an idle worker looks for due jobs. */
  pollSeconds: number;
  /** Workers per queue in this process. */
  concurrency: number;
  /** Retries after the first try; then the job goes to the dead-letter queue. */
  retryLimit: number;
  /** First retry delay; each retry doubles it (with jitter). */
  retryDelaySeconds: number;
  /** A job active this long (its worker died) is failed and retried. */
  expireSeconds: number;
  /** How often expired jobs are failed and finished ones archived. */
  maintenanceSeconds: number;
}

export interface FollowUpsConfig {
  /** An unread comment, reply or followed update waits this long before its email alert. */
  alertDelaySeconds: number;
  /** The alert and reminder sweeps run this often (a job chain; a cron each minute restarts a broken one). */
  sweepIntervalSeconds: number;
}

/** Real-user measurements and the canary guard (docs/releasing.md §9, §10). */
export interface ClientEventsConfig {
  /** 0–1: the share of tab sessions whose measurements are kept, chosen by session id. */
  sampleRate: number;
  /** RELEASES_DIR: its remotes.json says which releases (and canaries) are served. */
  releasesDir: string;
  /** The guard looks at every canary this often. */
  guardIntervalSeconds: number;
  /** Fewer sessions than this on a canary: not enough data to judge it. */
  guardMinSessions: number;
  /** The repository whose releases/src/cli.mjs switches the pointer. */
  repoRoot: string;
}

/** Web Push (docs/security.md §13). */
export interface PushConfig {
  /** Unset: push is off (GET /push/public-key answers 503 and nothing is sent). */
  vapid?: { publicKey: string; privateKey: string; subject: string };
  /** Outside production a device's endpoint may also be plain http on the loopback address (tests, local tools). */
  allowLoopbackHttp: boolean;
}

export interface AppConfig {
  port: number;
  /** `npm run worker`: set, the worker answers /metrics, /ping and /health on this port (HOST). */
  workerMetricsPort?: number;
  host: string;
  logLevel: string;
  database: DatabaseConfig;
  corsOrigins: string[];
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  publicSiteUrl: string;
  /** The API's public origin, for links in emails that the API itself answers (unsubscribe). */
  publicApiUrl: string;
  /** Unset: a generated secret kept next to the embedded data (features/email/unsubscribe-token.ts). */
  emailTokenSecret?: string;
  /** Still accepted on unsubscribe links, never used to sign: the secret before the last rotation. */
  emailTokenPreviousSecret?: string;
  jobs: JobsConfig;
  /** Email alerts and follow-up reminders. */
  followUps: FollowUpsConfig;
  facebook: { appId?: string; appSecret?: string; graphUrl: string };
  rateLimits: RateLimits;
  streams: StreamLimits;
  /** Set: rate-limit counters live in Redis, shared by every instance. Unset: per process. */
  redis?: { url: string; keyPrefix: string };
  trustProxy: TrustProxy;
  /** Set: GET /metrics needs `Authorization: Bearer <token>`. Unset: /metrics is open. */
  metricsToken?: string;
  clientEvents: ClientEventsConfig;
  photos: PhotosConfig;
  push: PushConfig;
}

export type PhotoStorageConfig =
  | { kind: 'filesystem'; dir: string }
  | {
      kind: 's3';
      endpoint?: string;
      region: string;
      bucket: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };

export interface PhotosConfig {
  storage: PhotoStorageConfig;
  /** How long a members-only photo's signed URL works. */
  urlTtlSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 60_000,
  login: 10,
  signup: 10,
  email: 5,
  comment: 30,
  streamTicket: 60,
  account: 20,
  clientEvents: 30,
  report: 10,
  previewImage: 120,
  photo: 30,
};

/** Every variable the API reads (.env.example documents each; a test holds the two together). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

/**
 * What a deployment (NODE_ENV=production on PostgreSQL, where several instances and the worker
 * share one database) needs beyond valid values. `npm start` runs NODE_ENV=production on the
 * embedded database, one process: it keeps the generated development secret.
 */
function productionProblems(e: z.output<typeof envSchema>): string[] {
  if (e.NODE_ENV !== 'production' || !e.DATABASE_URL) return [];
  const problems: string[] = [];
  if (!e.EMAIL_TOKEN_SECRET)
    problems.push(
      'EMAIL_TOKEN_SECRET is required when NODE_ENV=production and DATABASE_URL is set: every API instance and the worker must sign unsubscribe links with the same secret (openssl rand -base64 48)',
    );
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY || !e.VAPID_SUBJECT)
    problems.push(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required when NODE_ENV=production and DATABASE_URL is set: browsers subscribe to push with the public key, and every API instance and the worker must sign with the same pair (npx web-push generate-vapid-keys)',
    );
  return problems;
}

/** The VAPID variables come together: both keys of one pair, and a subject to reach us by. */
function vapidProblems(e: z.output<typeof envSchema>): string[] {
  const given = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean).length;
  if (given === 0) return [];
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY || !e.VAPID_SUBJECT)
    return [
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set all three, or none to turn push off',
    ];
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(e.VAPID_PRIVATE_KEY, 'base64url'));
    if (ecdh.getPublicKey().toString('base64url') === e.VAPID_PUBLIC_KEY) return [];
  } catch {
    // Not a usable private key: said below.
  }
  return ['VAPID_PUBLIC_KEY must be the public key of VAPID_PRIVATE_KEY (one pair, as generated together)'];
}

/** Values that are each valid but do not go together. */
function combinationProblems(e: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (e.MIGRATION_DATABASE_URL && !e.DATABASE_URL)
    problems.push(
      'MIGRATION_DATABASE_URL needs DATABASE_URL: it names the role that migrates a PostgreSQL database the API reaches through DATABASE_URL (the embedded database has one user)',
    );
  if (e.PHOTO_STORAGE === 's3' && !e.S3_BUCKET)
    problems.push('PHOTO_STORAGE=s3 needs S3_BUCKET: the bucket that holds the photos');
  return problems;
}

/** Throws a ConfigError whose message is one line naming each wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env, { error: mustBe });
  if (!parsed.success) throw configError(parsed.error.issues, env);
  const e = parsed.data;
  const problems = [...combinationProblems(e), ...vapidProblems(e), ...productionProblems(e)];
  if (problems.length > 0) throw new ConfigError(`Configuration error: ${problems.join('; ')}`);
  return {
    port: e.PORT,
    workerMetricsPort: e.WORKER_METRICS_PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? {
          databaseUrl: e.DATABASE_URL,
          migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
          connectTimeoutMs: e.PG_CONNECT_TIMEOUT_MS,
          queryTimeoutMs: e.PG_QUERY_TIMEOUT_MS,
          idleInTransactionTimeoutMs: e.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        }
      : { pgliteDir: e.PGLITE_DIR ?? path.join(REPO_ROOT, '.data', 'pglite') },
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : localOrigins,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: e.OUTBOX_DIR ?? path.join(REPO_ROOT, '.data', 'outbox'),
    },
    publicSiteUrl: e.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    publicApiUrl: e.PUBLIC_API_URL.replace(/\/+$/, ''),
    emailTokenSecret: e.EMAIL_TOKEN_SECRET,
    emailTokenPreviousSecret: e.EMAIL_TOKEN_SECRET_PREVIOUS,
    jobs: {
      worker: e.WORKER === 'on',
      pollSeconds: e.JOBS_POLL_SECONDS,
      concurrency: e.JOBS_CONCURRENCY,
      retryLimit: e.JOBS_RETRY_LIMIT,
      retryDelaySeconds: e.JOBS_RETRY_DELAY_SECONDS,
      expireSeconds: e.JOBS_EXPIRE_SECONDS,
      maintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS,
    },
    followUps: { alertDelaySeconds: e.ALERT_DELAY_SECONDS, sweepIntervalSeconds: e.SWEEP_INTERVAL_SECONDS },
    facebook: { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL },
    rateLimits: {
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      login: e.RATE_LIMIT_LOGIN_MAX,
      signup: e.RATE_LIMIT_SIGNUP_MAX,
      email: e.RATE_LIMIT_EMAIL_MAX,
      comment: e.RATE_LIMIT_COMMENT_MAX,
      streamTicket: e.RATE_LIMIT_STREAM_TICKET_MAX,
      account: e.RATE_LIMIT_ACCOUNT_MAX,
      clientEvents: e.RATE_LIMIT_CLIENT_EVENT_MAX,
      report: e.RATE_LIMIT_REPORT_MAX,
      previewImage: e.RATE_LIMIT_PREVIEW_IMAGE_MAX,
      photo: e.RATE_LIMIT_PHOTO_MAX,
    },
    streams: { maxPerMember: e.STREAM_MAX_PER_MEMBER, maxTotal: e.STREAM_MAX_TOTAL },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    clientEvents: {
      sampleRate: e.RUM_SAMPLE_RATE,
      // Relative to where the command was typed, as the release commands read it.
      releasesDir: e.RELEASES_DIR
        ? path.resolve(env.INIT_CWD || process.cwd(), e.RELEASES_DIR)
        : path.join(REPO_ROOT, '.releases'),
      guardIntervalSeconds: e.RELEASE_GUARD_INTERVAL_SECONDS,
      guardMinSessions: e.RELEASE_GUARD_MIN_SESSIONS,
      repoRoot: REPO_ROOT,
    },
    photos: {
      storage:
        e.PHOTO_STORAGE === 's3'
          ? {
              kind: 's3',
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              bucket: e.S3_BUCKET ?? '',
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            }
          : { kind: 'filesystem', dir: e.PHOTO_DIR ?? path.join(REPO_ROOT, '.data', 'photos') },
      urlTtlSeconds: e.PHOTO_URL_TTL_SECONDS,
    },
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
          : undefined,
      allowLoopbackHttp: e.NODE_ENV !== 'production',
    },
  };
}

/** For the processes' entry points: a configuration problem is one line on stderr and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
