// One seeded database per test run, copied for each test file. Seeding (migrations, the NPPES
// import and the demo journeys) takes 15–40 s; every browser test file used to repeat it. The
// template is keyed by everything the seed reads and by the day (demo dates are relative to
// today), so a change to a migration or the seed makes a new one and a stale copy is never used.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { repoRoot } from './paths';

const PREFIX = 'journeys-e2e-seed-';
const COMPLETE = 'seed-complete';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    })
    .sort();
}

function seedInputsKey(): string {
  const hash = createHash('sha256');
  hash.update(new Date().toISOString().slice(0, 10));
  const inputs = [
    ...filesUnder(join(repoRoot, 'api', 'src')),
    ...filesUnder(join(repoRoot, 'api', 'fixtures')),
    join(repoRoot, 'api', 'package.json'),
    ...filesUnder(join(repoRoot, 'shared', 'src', 'domain')),
  ];
  for (const file of inputs) {
    hash.update(relative(repoRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function runSeed(dir: string, env: NodeJS.ProcessEnv) {
  return spawnSync('npm', ['run', 'seed', '-w', 'api', '--silent'], {
    cwd: repoRoot,
    // The demo photos' files belong to the template as much as their rows do.
    env: {
      ...env,
      PGLITE_DIR: join(dir, 'pglite'),
      PHOTO_STORAGE: 'filesystem',
      PHOTO_DIR: join(dir, 'photos'),
      DATABASE_URL: '',
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

const LOCK_STALE_MS = 5 * 60_000;
/** A template no run has copied for this long is an old one: a full browser run copies every minute or so. */
const TEMPLATE_IDLE_MS = 60 * 60_000;
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `build` while holding `<template>.lock` (a directory: made atomically), unless the template
 * is complete by the time the lock is ours: two browser test files start at once (run-tests.mjs)
 * and the template is built once. A lock older than any seeding is a crashed run's and is taken over.
 */
function withSeedLock(template: string, build: () => void): void {
  const lock = `${template}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = existsSync(lock) ? Date.now() - statSync(lock).mtimeMs : 0;
      if (age > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      else sleepSync(250);
    }
  }
  try {
    if (!existsSync(join(template, COMPLETE))) build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function buildTemplate(template: string, env: NodeJS.ProcessEnv): void {
  const building = `${template}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  let seeded = runSeed(building, env);
  // Once in a CI run the seeding process ended with no output at all: killed, not failing. The
  // seed is idempotent, so a killed one is run once more; a real failure is reported with its output.
  if (seeded.status === null) seeded = runSeed(building, env);
  if (seeded.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    const how =
      seeded.status === null
        ? `signal ${seeded.signal ?? '?'} ${seeded.error?.message ?? ''}`
        : `exit ${seeded.status}`;
    throw new Error(`seeding failed (${how}):\n${seeded.stdout}\n${seeded.stderr}`);
  }
  writeFileSync(join(building, COMPLETE), new Date().toISOString());
  // Older templates go, once no run has copied them for a while: another checkout on the same
  // machine (a CI gate beside a working copy) may be copying its own template right now, and
  // removing it mid-copy failed that run's test file. The one just built and the locks stay.
  for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith(PREFIX))) {
    const path = join(tmpdir(), old);
    if (path === building || old.endsWith('.lock') || !statSync(path).isDirectory()) continue;
    const lastUsed = existsSync(join(path, COMPLETE)) ? statSync(join(path, COMPLETE)).mtimeMs : 0;
    if (Date.now() - lastUsed > TEMPLATE_IDLE_MS) rmSync(path, { recursive: true, force: true });
  }
  renameSync(building, template);
}

/**
 * Fills `pgliteDir` with a freshly seeded database, and `env.PHOTO_DIR` with the demo photos'
 * files: a copy of this run's template, made first if missing. Throws with the seed's output
 * when seeding fails.
 */
export function copySeededDatabase(pgliteDir: string, env: NodeJS.ProcessEnv): void {
  const template = join(tmpdir(), `${PREFIX}${seedInputsKey()}`);
  if (!existsSync(join(template, COMPLETE))) withSeedLock(template, () => buildTemplate(template, env));
  // Marks the template in use (buildTemplate keeps one used within TEMPLATE_IDLE_MS).
  const now = new Date();
  utimesSync(join(template, COMPLETE), now, now);
  cpSync(join(template, 'pglite'), pgliteDir, { recursive: true });
  if (env.PHOTO_DIR && existsSync(join(template, 'photos')))
    cpSync(join(template, 'photos'), env.PHOTO_DIR, { recursive: true });
}
