/**
 * The API's one Prometheus registry (docs/operations.md, Metrics), served at GET /metrics. One per
 * process: each API instance is scraped on its own and the counters add up in Prometheus. Metrics
 * of other areas register here too, never in prom-client's global registry.
 *
 * Gauges of live state (streams, pool, queue) are read at scrape time from the apps running in
 * this process (`addMetricsSource`); an app takes itself out when it closes, so a closed app is
 * neither reported nor kept alive by the registry.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

// Memory, CPU, event-loop lag, GC and handles under their standard names (process_*, nodejs_*).
collectDefaultMetrics({ register: metricsRegistry });

/** The `route` of requests no route matched: raw URLs would make a series per probe. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** A scrape waits this long for the queue depth, then reports it missing rather than hang. */
export const QUEUE_DEPTH_TIMEOUT_MS = 1000;

export interface PoolStats {
  /** Open connections, in use or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is exhausted. */
  waiting: number;
  max: number;
}

/** What one running app reports; sums over all of them (one in production) are exposed. */
export interface MetricsSource {
  openStreams(): number;
  /** Undefined without a pool (PGlite). */
  poolStats(): PoolStats | undefined;
  /** Jobs waiting to run (created or retry), by queue. */
  queueDepths(): Promise<ReadonlyMap<string, number>>;
}

const sources = new Set<MetricsSource>();

/** Reports `source` until the returned function is called. */
export function addMetricsSource(source: MetricsSource): () => void {
  sources.add(source);
  return () => {
    sources.delete(source);
  };
}

/** A remote that showed its fallback in someone's browser: a bad release shows here first. */
export const remoteFailures = new Counter({
  name: 'journeys_remote_failures_total',
  help: 'Remote modules that failed to load or threw while rendering in a browser, as reported by the shell',
  labelNames: ['remote', 'phase'] as const,
  registers: [metricsRegistry],
});

export function countRemoteFailure(remote: string, phase: 'load' | 'render'): void {
  remoteFailures.inc({ remote, phase });
}

/**
 * A page asked a catalog for a key its language's file lacks and showed the English words
 * instead (docs/architecture.md §11): a translation left out of a release. Owners and languages
 * come from closed lists (client-events-routes.ts), so the labels stay bounded.
 */
export const missingMessages = new Counter({
  name: 'journeys_missing_messages_total',
  help: "Catalog keys a page found missing in a language's catalog (shown in English), per owner and language",
  labelNames: ['owner', 'language'] as const,
  registers: [metricsRegistry],
});

export function countMissingMessage(owner: string, language: string): void {
  missingMessages.inc({ owner, language });
}

/**
 * Release versions a process has labelled per remote: past this many, further ones are counted
 * as 'other'. A version is checked only for its form, so a script sending a new one each time
 * would otherwise grow the metrics without bound; a site serves two or three at once.
 */
export const MAX_VERSIONS_PER_REMOTE = 20;
const versionsSeen = new Map<string, Set<string>>();

function versionLabel(remote: string, version: string): string {
  const seen = versionsSeen.get(remote) ?? new Set<string>();
  versionsSeen.set(remote, seen);
  if (seen.has(version)) return version;
  if (seen.size >= MAX_VERSIONS_PER_REMOTE) return 'other';
  seen.add(version);
  return version;
}

/** What members' browsers measured, per remote and release (docs/releasing.md §9). */
export const webVitals = new Histogram({
  name: 'journeys_web_vitals',
  help: 'Web vitals measured in browsers (LCP, INP, TTFB in seconds; CLS unitless), by the remote and release owning the page and the route pattern',
  labelNames: ['metric', 'remote', 'version', 'route'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.25, 0.5, 0.8, 1, 1.8, 2.5, 4, 8, 15],
  registers: [metricsRegistry],
});

export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

export function observeWebVital(
  labels: { metric: WebVitalName; remote: string; version: string; route: string },
  value: number,
): void {
  // Prometheus measures time in seconds; browsers report milliseconds.
  const observed = labels.metric === 'CLS' ? value : value / 1000;
  webVitals.observe({ ...labels, version: versionLabel(labels.remote, labels.version) }, observed);
}

export const clientErrors = new Counter({
  name: 'journeys_client_errors_total',
  help: 'Errors in browsers, by the remote and release whose code threw (or "shell") and kind: uncaught, rejection, boundary',
  labelNames: ['remote', 'version', 'kind'] as const,
  registers: [metricsRegistry],
});

export function countClientError(remote: string, version: string, kind: string): void {
  clientErrors.inc({ remote, version: versionLabel(remote, version), kind });
}

/** Canaries the release guard took back (docs/releasing.md §10); counted in the process running it. */
export const releaseRollbacks = new Counter({
  name: 'journeys_release_rollbacks_total',
  help: 'Canary releases rolled back automatically by the release guard, by remote',
  labelNames: ['remote'] as const,
  registers: [metricsRegistry],
});

export function countReleaseRollback(remote: string): void {
  releaseRollbacks.inc({ remote });
}

export const httpRequestDuration = new Histogram({
  name: 'journeys_http_request_duration_seconds',
  help: 'Time from request received to response sent, by route pattern; event streams are not timed',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export function observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
  httpRequestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
}

const sum = (read: (source: MetricsSource) => number): number =>
  [...sources].reduce((total, source) => total + read(source), 0);

new Gauge({
  name: 'journeys_notification_streams_open',
  help: 'Live notification streams (SSE) held open by this instance',
  registers: [metricsRegistry],
  collect() {
    this.set(sum((source) => source.openStreams()));
  },
});

function poolGauge(name: string, help: string, read: (stats: PoolStats) => number): void {
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      this.set(
        sum((source) => {
          const stats = source.poolStats();
          return stats ? read(stats) : 0;
        }),
      );
    },
  });
}

poolGauge(
  'journeys_db_pool_connections',
  'PostgreSQL connections open in the pool, in use or idle',
  (s) => s.total,
);
poolGauge(
  'journeys_db_pool_idle_connections',
  'PostgreSQL connections open in the pool and idle',
  (s) => s.idle,
);
poolGauge('journeys_db_pool_waiting_queries', 'Queries waiting for a pool connection', (s) => s.waiting);
poolGauge('journeys_db_pool_max_connections', 'The most connections the pool opens', (s) => s.max);

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

new Gauge({
  name: 'journeys_job_queue_depth',
  help: 'Jobs waiting to run (created or retrying), by queue; the same figure on every instance of one database. Missing when the database did not answer within 1 s',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    const reads = await Promise.allSettled(
      [...sources].map((source) => within(source.queueDepths(), QUEUE_DEPTH_TIMEOUT_MS)),
    );
    this.reset();
    for (const read of reads) {
      if (read.status !== 'fulfilled') continue;
      for (const [queue, depth] of read.value) this.inc({ queue }, depth);
    }
  },
});

export const jobFailures = new Counter({
  name: 'journeys_job_failures_total',
  help: 'Job runs that failed in this process, by queue (each is retried until its last try, then dead-lettered)',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export function countJobFailure(queue: string): void {
  jobFailures.inc({ queue });
}

/** The registry in Prometheus text exposition format, with its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
