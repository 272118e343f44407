import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  url: string;
  requests: number;
  non2xx: number;
  errors: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * autocannon's summary has p97.5 but no p95, so latencies are collected per response (ms) and
 * the percentiles computed here.
 */
export async function load(
  base: string,
  route: { name: string; url: string },
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: base + route.url,
    connections: options.connections,
    duration: options.seconds,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    ...route,
    requests: result.requests.total,
    non2xx: result.non2xx,
    // autocannon counts a timeout in `errors` too.
    errors: result.errors,
    reqPerSec: result.requests.total / options.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** A short unmeasured run so JIT, connection pool and Postgres caches are warm. */
export async function warmUp(base: string, url: string): Promise<void> {
  await autocannon({ url: base + url, connections: 10, duration: 1 });
}
