/**
 * The API's one Prometheus registry (docs/operations.md, Metrics), served at GET /metrics. One per
 * process: each API instance is scraped on its own and the counters add up in Prometheus. Metrics
 * of other areas register here too, never in prom-client's global registry.
 */
import { Counter, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

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

/** The registry in Prometheus text exposition format, with its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
