/**
 * The release guard (docs/releasing.md §10): every RELEASE_GUARD_INTERVAL_SECONDS it looks at each
 * canary, and rolls back one whose browsers report errors in clearly more sessions than the live
 * release's, with the same atomic switch as `npm run rollback` (the command itself is run, so the
 * pointer has one writer's code). It runs where jobs run (WORKER=on, or the worker), and on
 * PostgreSQL holds an advisory lock for each round, so several workers never act twice.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/app-context';
import { countReleaseRollback } from '../../platform/metrics';
import { errorsWorse, releaseHealth } from './release-health';
import { readPointer } from './served-releases';

const run = promisify(execFile);
const GUARD_LOCK = sql<{
  locked: boolean;
}>`SELECT pg_try_advisory_xact_lock(hashtext('journeys.release-guard')) AS locked`;

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

async function guardRemote(ctx: AppContext, log: FastifyBaseLogger, remote: string): Promise<void> {
  const { clientEvents } = ctx.config;
  const health = await releaseHealth(
    ctx.db,
    { releasesDir: clientEvents.releasesDir, minSessions: clientEvents.guardMinSessions, now: ctx.clock() },
    remote,
  );
  const live = health.versions.find((v) => v.role === 'live');
  const canary = health.versions.find((v) => v.role === 'canary');
  if (!live || !canary || !errorsWorse(canary, live, clientEvents.guardMinSessions)) return;
  const figures = {
    version: canary.version,
    sessions: canary.sessions,
    sessionsWithErrors: canary.sessionsWithErrors,
    errorRate: canary.errorRate,
    liveVersion: live.version,
    liveErrorRate: live.errorRate,
  };
  await run(
    process.execPath,
    [
      path.join(clientEvents.repoRoot, 'releases', 'src', 'cli.mjs'),
      'rollback',
      remote,
      '--automatic',
      JSON.stringify(figures),
    ],
    {
      cwd: clientEvents.repoRoot,
      env: { ...process.env, RELEASES_DIR: clientEvents.releasesDir },
      timeout: 8_000,
    },
  );
  countReleaseRollback(remote);
  log.warn(
    { event: 'release_rollback', remote, ...figures },
    `release guard: rolled back ${remote} ${canary.version}: errors in ${canary.sessionsWithErrors} of ${canary.sessions} sessions (${percent(canary.errorRate)}), live ${live.version} ${percent(live.errorRate)}`,
  );
}

/** One round over every canary of the pointer. */
export async function guardCanaries(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const pointer = await readPointer(ctx.config.clientEvents.releasesDir);
  const canaries = [...pointer].filter(([, entry]) => entry.canary).map(([name]) => name);
  if (canaries.length === 0) return;
  const round = async () => {
    for (const remote of canaries) await guardRemote(ctx, log, remote);
  };
  // The embedded database has one process, and a transaction there would hold its one connection.
  if (ctx.database.kind === 'pglite') return round();
  await ctx.db.transaction().execute(async (trx) => {
    const { rows } = await GUARD_LOCK.execute(trx);
    if (rows[0]?.locked) await round();
  });
}

/** Starts the rounds; the returned function stops them (the app's close). */
export function startReleaseGuard(ctx: AppContext, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    guardCanaries(ctx, log)
      .catch((err: unknown) => log.warn({ err }, 'release guard: a round failed'))
      .finally(() => {
        running = false;
      });
  }, ctx.config.clientEvents.guardIntervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
