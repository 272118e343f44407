// `npm run db:backup`: a pg_dump of DATABASE_URL in custom format (every schema, so pg-boss's jobs
// in `pgboss` too) to BACKUP_DIR (default backups/) as <database>-<UTC time>.dump. The dump is
// written under a .partial name and renamed when pg_dump succeeds, so a file named .dump is always
// a complete one. docs/operations.md §10.
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  formatBytes,
  oneLine,
  requireTool,
  runCommand,
  runTool,
  seconds,
  targetDatabase,
  UserError,
} from './postgres-tools.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** 2026-11-26T14:30:05.123Z → 20261126T143005Z: sorts by time, and is safe in any file system. */
const utcStamp = (date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');

const shown = (path) => {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith('..') ? path : fromHere;
};

await runCommand('db:backup', async () => {
  const started = performance.now();
  const database = targetDatabase();
  requireTool('pg_dump');
  const dir = process.env.BACKUP_DIR ? resolve(process.env.BACKUP_DIR) : join(root, 'backups');
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw new UserError(`cannot create the backup directory ${dir}: ${err.code ?? err.message}`);
  }
  const safeName = database.name.replace(/[^A-Za-z0-9_.-]/g, '_');
  const file = join(dir, `${safeName}-${utcStamp(new Date())}.dump`);
  if (existsSync(file)) throw new UserError(`${shown(file)} already exists; run again in a second.`);
  const partial = `${file}.partial`;

  let child;
  const abandon = (signal) => {
    child?.kill(signal);
    rmSync(partial, { force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', abandon);
  process.once('SIGTERM', abandon);

  const result = await runTool(
    'pg_dump',
    ['--format=custom', '--no-password', `--file=${partial}`, '--dbname', database.dbname],
    database.env,
    (spawned) => (child = spawned),
  );
  if (result.code !== 0) {
    rmSync(partial, { force: true });
    throw new UserError(
      `pg_dump failed, no backup written: ${oneLine(result.stderr) || `exit code ${result.code}`}`,
    );
  }
  // Warnings of a successful dump still deserve a look.
  if (result.stderr.trim()) process.stderr.write(result.stderr);
  renameSync(partial, file);
  const { size } = statSync(file);
  console.log(`${shown(file)} (${formatBytes(size)}, ${seconds(started)})`);
});
