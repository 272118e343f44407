// autocannon ships no types and @types/autocannon is not installed; only what bench/ uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Open a new connection after this many requests on one. */
    reconnectRate?: number;
  }
  interface Result {
    requests: { total: number; average: number };
    latency: { p50: number; p90: number; p97_5: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  type Instance = EventEmitter & PromiseLike<Result>;
  function autocannon(options: Options): Instance;
  export default autocannon;
}
