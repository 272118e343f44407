// `npm run db:restore -- [--clean] <file>`: pg_restore of a custom-format archive (npm run
// db:backup) into DATABASE_URL. It refuses a target that already has tables unless --clean, and
// restores in one transaction, so a failure leaves the target as it was (--clean: clean-restore.mjs).
// docs/operations.md §10.
import { openSync, readSync, closeSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { archiveSchemas, cleanRestore } from './clean-restore.mjs';
import {
  oneLine,
  query,
  requireTool,
  runCommand,
  runTool,
  seconds,
  tablesBySchema,
  targetDatabase,
  UserError,
} from './postgres-tools.mjs';

const USAGE = 'usage: npm run db:restore -- [--clean] <file.dump>';
/** The tables an operator checks first after a restore (api/src/platform/db/schema.ts). */
const MAIN_TABLES = ['users', 'reviews', 'updates', 'comments', 'notifications'];

function parseCommandLine() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { clean: { type: 'boolean', default: false } },
    });
    if (positionals.length !== 1) throw new Error('one file expected');
    return { file: positionals[0], clean: values.clean };
  } catch {
    throw new UserError(USAGE);
  }
}

/** Custom-format archives start with "PGDMP"; anything else fails before the database is touched. */
function checkArchiveHeader(file) {
  let header = Buffer.alloc(5);
  try {
    if (!statSync(file).isFile()) throw new UserError(`${file} is not a file.`);
    const fd = openSync(file, 'r');
    try {
      header = header.subarray(0, readSync(fd, header, 0, 5, 0));
    } finally {
      closeSync(fd);
    }
  } catch (err) {
    if (err instanceof UserError) throw err;
    throw new UserError(
      `cannot read ${file}: ${err.code === 'ENOENT' ? 'no such file' : (err.code ?? err.message)}.`,
    );
  }
  if (header.toString('latin1') === 'PGDMP') return;
  const plainSql = header.toString('latin1').startsWith('--');
  throw new UserError(
    `${file} is not a pg_dump custom-format archive (made by npm run db:backup or pg_dump -Fc)${plainSql ? '; it looks like a plain SQL dump, which psql restores' : ''}.`,
  );
}

async function restoreIntoEmpty(database, file) {
  const restored = await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      '--no-password',
      '--dbname',
      database.dbname,
      file,
    ],
    database.env,
  );
  if (restored.code !== 0) {
    const why = oneLine(restored.stderr) || `exit code ${restored.code}`;
    throw new UserError(`pg_restore failed, nothing was restored (one transaction): ${why}`);
  }
}

await runCommand('db:restore', async () => {
  const { file, clean } = parseCommandLine();
  const database = targetDatabase();
  requireTool('pg_restore');
  requireTool('psql');
  checkArchiveHeader(file);
  const archived = await archiveSchemas(file);

  let existing;
  try {
    existing = await tablesBySchema(database);
  } catch (err) {
    if (err instanceof UserError) throw new UserError(`cannot reach the target database: ${err.message}`);
    throw err;
  }
  const tableCount = existing.reduce((sum, s) => sum + s.tables, 0);
  if (tableCount > 0 && !clean) {
    const where = existing.map((s) => `${s.tables} in ${s.schema}`).join(', ');
    throw new UserError(
      `refusing to restore: database ${database.name} already has tables (${where}). Restore into a new empty database, or add --clean to replace what the backup holds.`,
    );
  }

  const started = performance.now();
  if (tableCount > 0) await cleanRestore(database, file, archived);
  else await restoreIntoEmpty(database, file);
  // pg_restore brings no planner statistics; without them the first queries after a switch-over crawl.
  await query(database, 'ANALYZE');

  const schemas =
    (await tablesBySchema(database)).map((s) => `${s.tables} tables in ${s.schema}`).join(', ') ||
    'no tables';
  console.log(`Restored ${file} into ${database.name} in ${seconds(started)}: ${schemas}.`);
  const counts = await query(
    database,
    `select table_name,
       (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from public.%I', table_name), false, true, '')))[1]::text
     from information_schema.tables
     where table_schema = 'public' and table_name in (${MAIN_TABLES.map((t) => `'${t}'`).join(', ')})`,
  );
  const byTable = new Map(counts.map(([table, n]) => [table, n]));
  console.log(`Rows: ${MAIN_TABLES.map((t) => `${t} ${byTable.get(t) ?? 'missing'}`).join(', ')}`);
});
