// The production-style topology as running processes: N API instances (the compiled API under
// the node running this script), the job worker, the shell's HTML server and nginx in front of
// them all on one origin. `npm run start:prod` and `npm run bench:topology` both start it through
// startTopology, so the bench measures exactly what an operator runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { FRONTEND_MODULES } from '@journeys/shared/module-map';

/** Every remote of the module map: `{ folder, name, port }`. */
const REMOTES = FRONTEND_MODULES.slice(1);
import { startStaticServer } from '../static-server.mjs';
import { UPSTREAM_FAIL_TIMEOUT_S, nginxConf } from './nginx-conf.mjs';
import { builtRemotesConfig, siteRemotesConfig } from './remotes-config.mjs';

/** The repository: the modules' builds, the API's and the data folder are found from it. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const API_DIST = join(ROOT, 'api', 'dist');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-filter'];

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function findNginx() {
  for (const candidate of ['nginx', '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (!probe.error && probe.status === 0) return candidate;
  }
  return null;
}

/**
 * nginx and its brotli module, installed from the Debian packages when missing (root, or sudo
 * without a password). Without the brotli module nginx still serves gzip.
 * @returns {{ nginx: string, brotliModule: string | null }}
 */
export function ensureNginx({ log = console.log } = {}) {
  let nginx = findNginx();
  if (!nginx || !existsSync(BROTLI_MODULE)) {
    const asRoot = process.getuid?.() === 0;
    const run = (args) =>
      spawnSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : ['-n', ...args], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    log(`• installing ${NGINX_PACKAGES.join(' and ')} with apt-get…`);
    const ok =
      run(['apt-get', 'update']).status === 0 &&
      run(['apt-get', 'install', '-y', ...NGINX_PACKAGES]).status === 0;
    nginx = findNginx();
    if (!nginx) {
      throw new Error(
        `nginx is not installed and could not be installed${ok ? '' : ' (apt-get failed)'}: run ` +
          `\`sudo apt-get install -y ${NGINX_PACKAGES.join(' ')}\` and start again.`,
      );
    }
    if (!existsSync(BROTLI_MODULE)) log('  (no brotli module: nginx compresses with gzip only)');
  }
  return { nginx, brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : null };
}

/** A port nothing listens on now, for the bench's own topology. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Where nginx listens: PROD_HOST, or the loopback addresses (IPv6 too when the machine has it). */
export function listenAddresses(port, host = process.env.PROD_HOST) {
  if (host) return [host.includes(':') && !host.startsWith('[') ? `[${host}]:${port}` : `${host}:${port}`];
  const hasIpv6Loopback = Object.values(networkInterfaces())
    .flat()
    .some((i) => i?.internal && i.family === 'IPv6' && i.address === '::1');
  return [`127.0.0.1:${port}`, ...(hasIpv6Loopback ? [`[::1]:${port}`] : [])];
}

/** Started as root, nginx's workers run as the checkout's owner, who can read its files. */
function workerUser() {
  if (process.getuid?.() !== 0) return null;
  const uid = statSync(ROOT).uid;
  const name = spawnSync('id', ['-nu', String(uid)], { encoding: 'utf8' }).stdout.trim();
  const group = spawnSync('id', ['-ng', String(uid)], { encoding: 'utf8' }).stdout.trim();
  return name ? `${name}${group ? ` ${group}` : ''}` : 'root';
}

/** Prints a child's output line by line with its name, unless the caller collects it. */
function pipeLines(child, name, log) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => log(name, line));
  }
}

const defaultLog = (name, line) => console.log(`[${name}] ${line}`);

/**
 * One supervised child process that can be stopped and started again (a rolling restart, or the
 * bench killing it).
 * @param {{ name: string, command: string, args: string[], cwd?: string, env: NodeJS.ProcessEnv,
 *   log: (name: string, line: string) => void, onCrash?: (proc: object, code: number | null, signal: string | null) => void }} spec
 */
export function managedProcess({ name, command, args, cwd = ROOT, env, log, onCrash }) {
  let child = null;
  let exited = Promise.resolve();
  let stopping = false;
  const proc = {
    name,
    get pid() {
      return child?.pid ?? null;
    },
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    /** Resolves when the current child has exited. */
    get exited() {
      return exited;
    },
    start() {
      if (proc.running) return proc;
      stopping = false;
      const current = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child = current;
      pipeLines(current, name, log);
      exited = new Promise((resolveExit) => {
        current.once('exit', (code, signal) => {
          resolveExit({ code, signal });
          if (!stopping && onCrash) onCrash(proc, code, signal);
        });
        current.once('error', (err) => {
          log(name, `could not start: ${err.message}`);
          resolveExit({ code: null, signal: null });
        });
      });
      return proc;
    },
    /** Sends `signal` to the running child (SIGKILL: no cleanup, as a crash). */
    kill(signal) {
      if (proc.running) child.kill(signal);
    },
    /** Sends `signal` and waits for the exit; SIGKILL after `graceMs`. */
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      if (!proc.running) return;
      stopping = true;
      child.kill(signal);
      const timer = setTimeout(() => child?.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  return proc;
}

/** Polls `url` until it answers 200 (or the process behind it has exited). */
export async function waitForOk(url, { timeoutMs = 60_000, alive = () => true } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return false;
}

/** nginx's worker processes: pid → still taking new connections (false once shutting down). */
function nginxWorkers(masterPid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim().split(/\s+/);
  } catch {
    return new Map();
  }
  const workers = new Map();
  for (const pid of children.filter(Boolean)) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.includes('worker process')) workers.set(pid, !title.includes('shutting down'));
    } catch {
      // exited meanwhile
    }
  }
  return workers;
}

/**
 * @param {{
 *   prefix: string,
 *   port: number,
 *   listen?: string[],
 *   siteUrl: string,
 *   apiUrl: string,
 *   apiPorts: number[],
 *   externalApi?: string[],
 *   webPort: number | null,
 *   env: NodeJS.ProcessEnv,
 *   worker: boolean,
 *   nginx: string,
 *   brotliModule: string | null,
 *   debugUpstreamHeader?: boolean,
 *   restartCrashed?: boolean,
 *   log?: (name: string, line: string) => void,
 * }} options
 *   prefix: the topology's own directory (nginx.conf, pid, logs, temporary files, remotes.json);
 *   apiPorts: one API instance per port, on 127.0.0.1;
 *   externalApi: API instances run elsewhere (host:port, e.g. containers), balanced with the local
 *     ones; with no local instance this process is the front alone: nginx and the HTML server;
 *   webPort: the shell's HTML server, or null to serve the API alone (the front end is not built);
 *   env: the environment of every API process (DATABASE_URL, REDIS_URL, secrets, limits);
 *   worker: start `node api/dist/cli/worker.js` (needs DATABASE_URL);
 *   restartCrashed: an instance that exits on its own is started again (what a supervisor does)
 */
export async function startTopology(options) {
  const { prefix, port, apiPorts, webPort, env, restartCrashed = false, log = defaultLog } = options;
  for (const dir of ['logs', 'tmp']) mkdirSync(join(prefix, dir), { recursive: true });
  if (apiPorts.length > 0 && !existsSync(join(API_DIST, 'server.js'))) {
    throw new Error('api/dist/server.js is missing: run `npm run build -w api` first.');
  }
  const state = { stopping: false };
  const onCrash = crashHandler({ state, restartCrashed, log });
  const instances = apiInstances({ apiPorts, env, log, onCrash });
  const worker = options.worker
    ? apiProcess({ name: 'worker', script: 'cli/worker.js', env, log, onCrash })
    : null;
  // RELEASES_DIR is relative to where the command was typed, as the release commands read it.
  const releasesRoot = process.env.RELEASES_DIR
    ? resolve(process.env.INIT_CWD || process.cwd(), process.env.RELEASES_DIR)
    : join(ROOT, '.releases');
  const web = webPort === null ? null : await startHtmlServer({ ...options, releasesRoot });
  const front = frontConfig({ ...options, releasesRoot });
  const nginx = startableNginx({ nginx: options.nginx, prefix, confFile: front.confFile, log });

  const topology = {
    url: `http://127.0.0.1:${port}`,
    siteUrl: options.siteUrl,
    instances,
    worker,
    nginx,
    confFile: front.confFile,
    /**
     * Points nginx at `ports` and reloads it gracefully: requests in flight finish on the old
     * workers, new ones use the new list. Resolves once only new workers accept connections.
     */
    setUpstreams: (ports) => reloadWithUpstreams(nginx, front, ports),
    rollingRestart: (restart) => rollingRestart(instances, worker, restart),
    /** SIGTERM to the API processes and the worker, SIGQUIT (graceful) to nginx; waits for all. */
    async stop() {
      if (state.stopping) return;
      state.stopping = true;
      // nginx's idle keep-alive connections would hold the HTML server's close open.
      setTimeout(() => web?.closeAllConnections(), 2000).unref();
      await Promise.all([
        nginx.stop('SIGQUIT', 10_000),
        ...instances.map((i) => i.stop('SIGTERM')),
        ...(worker ? [worker.stop('SIGTERM')] : []),
        web && new Promise((r) => web.close(() => r())),
      ]);
    },
  };

  try {
    await startInOrder({ instances, worker, nginx, url: topology.url, webPort });
  } catch (err) {
    await topology.stop();
    throw err;
  }
  return topology;
}

/** What an API process does when it exits on its own: logged, and restarted with a back-off if asked. */
function crashHandler({ state, restartCrashed, log }) {
  const crashes = [];
  return (proc, code, signal) => {
    log(proc.name, `exited unexpectedly (${signal ?? `exit ${code}`})`);
    if (state.stopping || !restartCrashed) return;
    // A crash loop backs off rather than spinning.
    const now = Date.now();
    crashes.push(now);
    const recent = crashes.filter((t) => now - t < 60_000).length;
    setTimeout(() => !state.stopping && proc.start(), Math.min(1000 * 2 ** (recent - 1), 30_000));
  };
}

/** A process of the compiled API (api/dist), run from api/. */
function apiProcess({ name, script, env, log, onCrash }) {
  return managedProcess({
    name,
    command: process.execPath,
    args: ['--enable-source-maps', join(API_DIST, script)],
    cwd: join(ROOT, 'api'),
    env,
    log,
    onCrash,
  });
}

/** One API instance per port, each able to say when it is healthy. */
function apiInstances({ apiPorts, env, log, onCrash }) {
  return apiPorts.map((apiPort, i) => {
    const proc = apiProcess({
      name: `api-${i + 1}`,
      script: 'server.js',
      env: { ...env, PORT: String(apiPort), HOST: '127.0.0.1' },
      log,
      onCrash,
    });
    return Object.assign(proc, {
      port: apiPort,
      /** Readiness: /health answers 200 (the database is reachable). */
      waitHealthy: (timeoutMs = 60_000) =>
        waitForOk(`http://127.0.0.1:${apiPort}/health`, { timeoutMs, alive: () => proc.running }),
    });
  });
}

/** The shell's HTML server behind nginx, with the one-origin remotes.json and the live pointer. */
function startHtmlServer({ prefix, webPort, siteUrl, apiUrl, releasesRoot }) {
  const builtFile = join(prefix, 'remotes.json');
  writeFileSync(builtFile, `${JSON.stringify(builtRemotesConfig({ siteUrl, apiUrl }), null, 2)}\n`);
  return startStaticServer({
    dir: join(ROOT, 'shell', 'dist'),
    port: webPort,
    host: '127.0.0.1',
    spa: true,
    pageHints: true,
    releasesDir: null,
    remotesConfig: siteRemotesConfig({ builtFile, liveFile: join(releasesRoot, 'remotes.json'), siteUrl }),
  });
}

/**
 * nginx.conf for the topology, rewritten when the instances it balances change; checked by
 * `nginx -t` once written.
 * @returns {{ confFile: string, write: (ports: number[]) => void }}
 */
function frontConfig(options) {
  const { prefix, port, apiPorts, externalApi = [], webPort, releasesRoot } = options;
  const confFile = join(prefix, 'nginx.conf');
  /** Ports nginx sends requests to: every instance, minus any being drained. */
  const write = (upstreamPorts) =>
    writeFileSync(
      confFile,
      nginxConf({
        prefix,
        listen: options.listen ?? listenAddresses(port),
        apiServers: [...upstreamPorts.map((p) => `127.0.0.1:${p}`), ...externalApi],
        webPort,
        shellDist: join(ROOT, 'shell', 'dist'),
        remotes: REMOTES.map(({ folder }) => ({
          folder,
          dist: join(ROOT, folder, 'dist'),
          releases: join(releasesRoot, folder),
        })),
        brotliModule: options.brotliModule,
        user: workerUser(),
        debugUpstreamHeader: options.debugUpstreamHeader ?? false,
      }),
    );
  write(apiPorts);
  const test = spawnSync(options.nginx, ['-t', '-q', '-p', prefix, '-c', confFile], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx rejected ${confFile}:\n${test.stderr}`);
  return { confFile, write };
}

function startableNginx({ nginx, prefix, confFile, log }) {
  return managedProcess({
    name: 'nginx',
    command: nginx,
    args: ['-p', prefix, '-c', confFile, '-g', 'daemon off;'],
    env: process.env,
    log,
    onCrash: (proc, code, signal) => log(proc.name, `exited unexpectedly (${signal ?? `exit ${code}`})`),
  });
}

async function reloadWithUpstreams(nginx, front, ports) {
  front.write(ports);
  const before = nginxWorkers(nginx.pid);
  process.kill(nginx.pid, 'SIGHUP');
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const now = nginxWorkers(nginx.pid);
    const accepting = [...now].filter(([, open]) => open).map(([pid]) => pid);
    if (accepting.length > 0 && accepting.every((pid) => !before.has(pid))) {
      // The old workers close their idle client connections as they stop.
      await sleep(300);
      return;
    }
    await sleep(50);
  }
  throw new Error('nginx did not reload within 10 s (see its error log above)');
}

/**
 * Restarts every instance, one at a time, without a failed request: on SIGTERM an instance stops
 * accepting connections, answers what it is doing and closes its keep-alive connections, so nginx
 * finds it refusing and sends new requests to the others (a request that never reached an
 * instance is retried, a POST included). It starts again from api/dist and takes requests once
 * /health answers.
 */
async function rollingRestart(instances, worker, { onStep = () => undefined } = {}) {
  for (const instance of instances) {
    onStep(`${instance.name}: SIGTERM`);
    await instance.stop('SIGTERM');
    onStep(`${instance.name}: stopped, starting`);
    instance.start();
    if (!(await instance.waitHealthy(120_000))) throw new Error(`${instance.name} did not become healthy`);
    onStep(`${instance.name}: healthy`);
    // Its failures while it was down may still have nginx leaving it out: wait until nginx
    // takes it back before the next instance goes down.
    if (instance !== instances.at(-1)) await sleep(UPSTREAM_FAIL_TIMEOUT_S * 1000 + 1000);
  }
  // The worker last: its running jobs get their grace period, and the queue holds the rest.
  if (worker) {
    onStep('worker: SIGTERM');
    await worker.stop('SIGTERM');
    worker.start();
    onStep('worker: started');
  }
}

/**
 * The first instance alone migrates a fresh database and creates the job queues, so the others
 * start on a ready schema (queue creation is serialised by an advisory lock anyway); nginx last.
 */
async function startInOrder({ instances, worker, nginx, url, webPort }) {
  const [first, ...others] = instances;
  first?.start();
  const healthy = first ? [await first.waitHealthy(120_000)] : [];
  if (!first || healthy[0]) {
    for (const instance of others) instance.start();
    worker?.start();
    healthy.push(...(await Promise.all(others.map((i) => i.waitHealthy(120_000)))));
  }
  const sick = instances.filter((_, i) => !healthy[i]).map((i) => i.name);
  if (sick.length) throw new Error(`${sick.join(', ')} did not become healthy`);
  nginx.start();
  // The front alone (containers) may start before the API it proxies to: it checks its own part.
  const probe = instances.length > 0 || webPort === null ? '/api/ping' : '/remotes.json';
  if (!(await waitForOk(`${url}${probe}`, { timeoutMs: 10_000, alive: () => nginx.running }))) {
    throw new Error('nginx did not start (see its error log above)');
  }
}
