export const ROOT: string;
export const API_DIST: string;

export function sleep(ms: number): Promise<void>;
export function ensureNginx(options?: { log?: (line: string) => void }): {
  nginx: string;
  brotliModule: string | null;
};
export function freePort(): Promise<number>;
export function listenAddresses(port: number, host?: string): string[];
export function waitForOk(
  url: string,
  options?: { timeoutMs?: number; alive?: () => boolean },
): Promise<boolean>;

export interface ManagedProcess {
  name: string;
  readonly pid: number | null;
  readonly running: boolean;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  start(): ManagedProcess;
  kill(signal: NodeJS.Signals): void;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface ApiInstance extends ManagedProcess {
  port: number;
  waitHealthy(timeoutMs?: number): Promise<boolean>;
}

export interface Topology {
  url: string;
  siteUrl: string;
  instances: ApiInstance[];
  worker: ManagedProcess | null;
  nginx: ManagedProcess;
  confFile: string;
  setUpstreams(ports: number[]): Promise<void>;
  rollingRestart(options?: { onStep?: (message: string) => void }): Promise<void>;
  stop(): Promise<void>;
}

export function startTopology(options: {
  prefix: string;
  port: number;
  listen?: string[];
  siteUrl: string;
  apiUrl: string;
  apiPorts: number[];
  externalApi?: string[];
  webPort: number | null;
  env: NodeJS.ProcessEnv;
  worker: boolean;
  nginx: string;
  brotliModule: string | null;
  debugUpstreamHeader?: boolean;
  restartCrashed?: boolean;
  log?: (name: string, line: string) => void;
}): Promise<Topology>;
