// Brings up the composed site for browser tests: every built module of the module map on its own
// origin (its port, as remotes.json says) and the real API on a fresh, seeded PGlite database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { API_PORT, FRONTEND_MODULES, SHELL } from '@journeys/shared/module-map';
import { join } from 'node:path';
import { repoRoot } from './paths';
import { FAKE_FACEBOOK_APP_ID, FAKE_FACEBOOK_APP_SECRET, startFakeGraph } from './fake-graph';
import { copySeededDatabase } from './seeded-template';
import { startStaticServer } from '@journeys/web-server/static-server';
import { vapidEnv } from './vapid';

type RemotesConfig = { apiUrl: string; remotes: Record<string, string> };

/**
 * Browser test files run two at a time (src/run-tests.mjs), each pair of sites on its own ports:
 * slot 0 on the module map's ports, slot N on each port plus N × 100.
 */
const SLOT = Number(process.env.E2E_SLOT ?? '0');
if (!Number.isInteger(SLOT) || SLOT < 0 || SLOT > 9) throw new Error(`E2E_SLOT must be 0–9, not ${SLOT}`);
const PORT_OFFSET = SLOT * 100;
/** The port this test process uses for one of the module map's ports. */
export const portOf = (port: number): number => port + PORT_OFFSET;
export const SITE_URL = `http://localhost:${portOf(SHELL.port)}`;
export const API_URL = `http://localhost:${portOf(API_PORT)}`;
/** A module's origin in this test process, e.g. `originOf(3003)`. */
export const originOf = (port: number): string => `http://localhost:${portOf(port)}`;
/** `text` escaped for use inside a regular expression (an origin in an expected error). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The shell's remotes.json with every module-map port moved to this slot's. */
function slotRemotesConfig(shellDist: string): RemotesConfig {
  const built = JSON.parse(readFileSync(join(shellDist, 'remotes.json'), 'utf8')) as RemotesConfig;
  const moved = (url: string) => {
    const parsed = new URL(url);
    parsed.port = String(portOf(Number(parsed.port)));
    return parsed.toString().replace(/\/$/, '');
  };
  return {
    ...built,
    apiUrl: moved(built.apiUrl),
    remotes: Object.fromEntries(Object.entries(built.remotes).map(([name, url]) => [name, moved(url)])),
  };
}

export interface Site {
  url: string;
  apiUrl: string;
  dataDir: string;
  outboxDir: string;
  stopModule(name: string): Promise<void>;
  startModule(name: string): Promise<void>;
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  /** The newest verification link written to the development outbox for `email`. */
  verificationLink(email: string): Promise<string>;
  /** The newest password reset link written to the development outbox for `email`. */
  resetLink(email: string): Promise<string>;
  stop(): Promise<void>;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The newest link to `page` (a path without its slash) in a development outbox mail to `email`,
 * waiting for the mail to arrive.
 */
async function newestOutboxLink(
  outboxDir: string,
  email: string,
  page: string,
  what: string,
): Promise<string> {
  const linkPattern = new RegExp(`https?://[^\\s"'<>]*/${page}\\?token=[A-Za-z0-9_\\-%.=]+`);
  let link = '';
  await waitFor(
    async () => {
      if (!existsSync(outboxDir)) return false;
      // The .json beside each .eml: its text as written, where the .eml's quoted-printable body
      // breaks a long link across lines.
      const files = readdirSync(outboxDir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .reverse();
      for (const file of files) {
        const mail = JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as { to: string; text: string };
        if (mail.to !== email) continue;
        const match = linkPattern.exec(mail.text);
        if (match) {
          link = match[0];
          return true;
        }
      }
      return false;
    },
    `${what} to ${email}`,
    15_000,
  );
  return link;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The API from source by default. `E2E_API=compiled` runs the build `npm run build -w api` made
 * (the full gate builds it once before the browser tests): it starts in half the time, with no
 * TypeScript loader compiling the server for each of the files.
 */
function apiCommand(): string[] {
  if (process.env.E2E_API !== 'compiled') return ['--import', 'tsx', join('src', 'server.ts')];
  const compiled = join(repoRoot, 'api', 'dist', 'server.js');
  if (!existsSync(compiled))
    throw new Error(`E2E_API=compiled but ${compiled} is missing: run 'npm run build -w api'`);
  return ['--enable-source-maps', compiled];
}

export interface SiteOptions {
  /**
   * The modules to serve, by their module-map names; every one by default. A remote's standalone
   * tests serve that remote alone (src/use-standalone.ts).
   */
  modules?: readonly string[];
}

export async function startSite({ modules }: SiteOptions = {}): Promise<Site> {
  const served = modules ? FRONTEND_MODULES.filter((m) => modules.includes(m.name)) : FRONTEND_MODULES;
  const unknown = (modules ?? []).filter((name) => !FRONTEND_MODULES.some((m) => m.name === name));
  if (unknown.length > 0) throw new Error(`not in the module map: ${unknown.join(', ')}`);
  for (const mod of served) {
    if (!existsSync(join(repoRoot, mod.folder, 'dist', 'index.html'))) {
      throw new Error(`${mod.folder}/dist is missing: run 'npm run build:web' first (npm run test:e2e does)`);
    }
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'journeys-e2e-'));
  const outboxDir = join(dataDir, 'outbox');
  const graph = await startFakeGraph();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(portOf(API_PORT)),
    HOST: '127.0.0.1',
    PUBLIC_API_URL: API_URL,
    CORS_ORIGINS: FRONTEND_MODULES.flatMap(({ port }) => [
      `http://localhost:${portOf(port)}`,
      `http://127.0.0.1:${portOf(port)}`,
    ]).join(','),
    PGLITE_DIR: join(dataDir, 'pglite'),
    OUTBOX_DIR: outboxDir,
    PHOTO_DIR: join(dataDir, 'photos'),
    PUBLIC_SITE_URL: SITE_URL,
    FACEBOOK_APP_ID: FAKE_FACEBOOK_APP_ID,
    FACEBOOK_APP_SECRET: FAKE_FACEBOOK_APP_SECRET,
    FACEBOOK_GRAPH_URL: graph.url,
    DATABASE_URL: '',
    // Every browser test comes from 127.0.0.1; the limits themselves are tested in api/test.
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_SIGNUP_MAX: '1000',
    RATE_LIMIT_EMAIL_MAX: '1000',
    RATE_LIMIT_COMMENT_MAX: '1000',
    RATE_LIMIT_STREAM_TICKET_MAX: '1000',
    // Pages send their measurements (docs/releasing.md §9) as the tests click through them.
    RATE_LIMIT_CLIENT_EVENT_MAX: '1000',
    // Email alerts after seconds rather than 15 minutes, looked for every 2 s (the follow-and-email browser test).
    ALERT_DELAY_SECONDS: '3',
    SWEEP_INTERVAL_SECONDS: '2',
    ...vapidEnv(),
  };

  try {
    copySeededDatabase(env.PGLITE_DIR, env);
  } catch (err) {
    await graph.close();
    throw err;
  }

  let api: ChildProcess | null = null;
  const startApi = async () => {
    api = spawn(process.execPath, apiCommand(), {
      cwd: join(repoRoot, 'api'),
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(async () => (await fetch(`${API_URL}/health`)).ok, 'the API');
  };
  const stopApi = async () => {
    const running = api;
    api = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };

  const servers = new Map<string, Server>();
  const startModule = async (name: string) => {
    const mod = FRONTEND_MODULES.find((m) => m.name === name);
    if (!mod) throw new Error(`unknown module ${name}`);
    const dir = join(repoRoot, mod.folder, 'dist');
    const isShell = mod.folder === SHELL.folder;
    const remotesConfig = isShell && PORT_OFFSET > 0 ? slotRemotesConfig(dir) : undefined;
    servers.set(
      name,
      await startStaticServer({
        dir,
        port: portOf(mod.port),
        spa: true,
        pageHints: isShell,
        ...(remotesConfig ? { remotesConfig: () => remotesConfig } : {}),
      }),
    );
  };
  const stopModule = async (name: string) => {
    const server = servers.get(name);
    servers.delete(name);
    if (server) await closeServer(server);
  };

  await startApi();
  for (const mod of served) await startModule(mod.name);

  return {
    url: SITE_URL,
    apiUrl: API_URL,
    dataDir,
    outboxDir,
    stopModule,
    startModule,
    stopApi,
    startApi,
    verificationLink: (email: string) =>
      newestOutboxLink(outboxDir, email, 'verify-email', 'a verification email'),
    resetLink: (email: string) =>
      newestOutboxLink(outboxDir, email, 'reset-password', 'a password reset email'),
    async stop() {
      for (const name of [...servers.keys()]) await stopModule(name);
      await stopApi();
      await graph.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
