// What `npm run db:backup` and `npm run db:restore` share: the target database from DATABASE_URL,
// the PostgreSQL client tools, and errors that reach the operator as one line.
import { spawn, spawnSync } from 'node:child_process';

/** A refusal or failure the operator can act on: printed as one line, exit code 1. */
export class UserError extends Error {}

/** Runs `main`, turning a UserError (or any other error) into `<command>: <message>` on stderr. */
export async function runCommand(command, main) {
  try {
    await main();
  } catch (err) {
    const message = err instanceof UserError ? err.message : String(err?.stack ?? err);
    console.error(`${command}: ${message}`);
    process.exitCode = 1;
  }
}

/**
 * The database of DATABASE_URL, as arguments and environment for the client tools. The password
 * travels in PGPASSWORD, not on the command line, where `ps` would show it to every user.
 */
export function targetDatabase() {
  const raw = process.env.DATABASE_URL;
  if (!raw) {
    throw new UserError(
      'DATABASE_URL is not set. The embedded PGlite database is a development database: stop the API and copy .data/pglite to back it up, or run on PostgreSQL (DATABASE_URL).',
    );
  }
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new UserError('DATABASE_URL is not a URL (postgres://user:password@host:5432/database).');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new UserError(`DATABASE_URL must start with postgres:// (it starts with ${url.protocol}//).`);
  }
  const env = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  const name = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
  return { name, dbname: url.toString(), env };
}

/** Stops with an install hint when a client tool is missing; returns its version line. */
export function requireTool(tool) {
  const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new UserError(
      `${tool} was not found. Install the PostgreSQL client tools (apt-get install postgresql-client), matching the server's major version.`,
    );
  }
  return probe.stdout.trim();
}

/** A tool's complaint as one line: pg_dump says "error:" and "detail:" on lines of their own. */
export function oneLine(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' — ');
}

/**
 * Runs a client tool; resolves with its exit code, stdout and stderr. `onStart` receives the child
 * so a signal handler can stop it.
 */
export function runTool(tool, args, env, onStart = () => undefined) {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    onStart(child);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? 128, signal, stdout, stderr }));
  });
}

/** One query through psql (unaligned, tuples only); rows as arrays of fields. */
export async function query(database, sql) {
  const result = await runTool(
    'psql',
    [
      '--no-psqlrc',
      '--no-password',
      '--tuples-only',
      '--no-align',
      '--field-separator=\t',
      '--set=ON_ERROR_STOP=1',
      '--dbname',
      database.dbname,
      '--command',
      sql,
    ],
    database.env,
  );
  if (result.code !== 0) throw new UserError(oneLine(result.stderr));
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

/** Tables per schema, leaving out PostgreSQL's own. */
export async function tablesBySchema(database) {
  const rows = await query(
    database,
    `select n.nspname, count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname !~ '^pg_(toast|temp_)'
     group by n.nspname order by n.nspname`,
  );
  return rows.map(([schema, count]) => ({ schema, tables: Number(count) }));
}

export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

export const seconds = (startedMs) => `${((performance.now() - startedMs) / 1000).toFixed(1)} s`;
