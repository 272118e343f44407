// Brings up the development setup exactly as a developer does, `npm run dev` (Rspack dev servers
// for the shell and every remote, the API in watch mode), on a fresh database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PORT, FRONTEND_MODULES } from '@journeys/shared/module-map';
import { repoRoot } from './paths';
import { API_URL, SITE_URL } from './site';

export interface DevSite {
  url: string;
  /** How long `npm run dev` took until every server answered, in ms. */
  startupMs: number;
  /** The servers' recent output, for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LINES = 200;
const PORT_PROBES = [...FRONTEND_MODULES.map((m) => m.port), API_PORT].map(
  (port) => `http://localhost:${port}/`,
);

/** Whether `url` is served successfully (`ok`), or served at all. */
async function answers(url: string, ok = false): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.body?.cancel();
    return !ok || response.ok;
  } catch {
    return false;
  }
}

/** Every URL the composed page needs: the shell, each remote's entry (from remotes.json), the API. */
async function pendingUrls(): Promise<string[]> {
  const response = await fetch(`${SITE_URL}/remotes.json`).catch(() => null);
  if (!response?.ok) return [`${SITE_URL}/remotes.json`];
  const config = (await response.json()) as { remotes: Record<string, string> };
  const urls = [`${SITE_URL}/`, ...Object.values(config.remotes), `${API_URL}/health`];
  const up = await Promise.all(urls.map((url) => answers(url, true)));
  return urls.filter((_, i) => !up[i]);
}

export async function startDevSite(): Promise<DevSite> {
  const busy = (await Promise.all(PORT_PROBES.map((url) => answers(url)))).some(Boolean);
  if (busy) throw new Error(`a server already answers on one of ${PORT_PROBES.join(', ')}: stop it first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'journeys-dev-loop-'));
  const started = Date.now();
  // Its own process group, so that stop() ends npm, every dev server and the API together.
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'dev.mjs')], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PGLITE_DIR: join(dataDir, 'pglite'),
      OUTBOX_DIR: join(dataDir, 'outbox'),
      PHOTO_DIR: join(dataDir, 'photos'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      lines.push(...chunk.split('\n').filter((line) => line.trim()));
      lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES));
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // the group is already gone
    }
  };
  const stop = async () => {
    signal('SIGTERM');
    await exited;
    // The dev servers may outlive dev.mjs by a moment; the next test file needs their ports.
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while ((await Promise.all(PORT_PROBES.map((url) => answers(url)))).some(Boolean)) {
      if (Date.now() > deadline) signal('SIGKILL');
      await new Promise((r) => setTimeout(r, 100));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = started + STARTUP_TIMEOUT_MS;
  let pending = [SITE_URL];
  while (Date.now() < deadline && child.exitCode === null) {
    pending = await pendingUrls();
    if (pending.length === 0) {
      return { url: SITE_URL, startupMs: Date.now() - started, output: () => lines.join('\n'), stop };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`npm run dev did not serve ${pending.join(', ')}:\n${lines.join('\n')}`);
}
