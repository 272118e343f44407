// `db:restore --clean`: pg_restore's own --clean cannot replace pg-boss's partitioned job table
// (PostgreSQL refuses to drop a partition's inherited primary key before the partition), so the
// schemas of the archive other than public are dropped whole, and public's objects are replaced by
// pg_restore --clean --if-exists. Everything runs in one transaction on one psql session, committed
// only after pg_restore has written the whole archive: a failure leaves the target as it was.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { oneLine, runTool, UserError } from './postgres-tools.mjs';

const quoteIdentifier = (name) => `"${name.replace(/"/g, '""')}"`;

/** The schemas the archive creates, from its table of contents ("12; 2615 16385 SCHEMA - pgboss owner"). */
export async function archiveSchemas(file) {
  const listing = await runTool('pg_restore', ['--list', file], process.env);
  if (listing.code !== 0)
    throw new UserError(`${file} cannot be read as an archive: ${oneLine(listing.stderr)}`);
  return [...listing.stdout.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].map((m) => m[1]);
}

export async function cleanRestore(database, file, schemas) {
  const psql = spawn(
    'psql',
    ['--no-psqlrc', '--no-password', '--quiet', '--set=ON_ERROR_STOP=1', '--dbname', database.dbname],
    { env: database.env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const sql = spawn(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--clean', '--if-exists', '--file=-', file],
    { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let psqlErrors = '';
  let restoreErrors = '';
  psql.stderr.setEncoding('utf8').on('data', (chunk) => (psqlErrors += chunk));
  sql.stderr.setEncoding('utf8').on('data', (chunk) => (restoreErrors += chunk));
  // psql stops at the first error and closes its input; that error is reported from its stderr.
  psql.stdin.on('error', () => undefined);
  // Not 'close': pg_restore's stdout is left unread once psql stops. Its 'end' means every byte
  // of the SQL has been handed to psql's input, so COMMIT cannot overtake the last statements.
  const psqlDone = Promise.all([once(psql, 'exit'), once(psql.stderr, 'close')]).then(([[code]]) => code);
  const sqlDone = Promise.all([once(sql, 'exit'), once(sql.stderr, 'close'), once(sql.stdout, 'end')]).then(
    ([[code]]) => code,
  );
  void psqlDone.then(() => {
    // Nothing reads pg_restore's output any more: stop it rather than let it block on a full pipe.
    sql.stdout.unpipe();
    sql.stdout.resume();
    if (sql.exitCode === null) sql.kill();
  });

  // Without it, the CASCADE notices would bury a real error in the one line reported.
  psql.stdin.write('BEGIN;\nSET client_min_messages = warning;\n');
  for (const schema of schemas.filter((s) => s !== 'public')) {
    psql.stdin.write(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE;\n`);
  }
  sql.stdout.pipe(psql.stdin, { end: false });

  const sqlCode = await sqlDone;
  if (sqlCode === 0) {
    psql.stdin.end('\nCOMMIT;\n');
  } else {
    // Killed before COMMIT, psql's connection closes and the server rolls the transaction back.
    psql.kill('SIGKILL');
  }
  const psqlCode = await psqlDone;
  if (psqlCode !== 0 && psqlErrors.trim()) {
    throw new UserError(`restore failed, nothing was changed (one transaction): ${oneLine(psqlErrors)}`);
  }
  if (sqlCode !== 0 || psqlCode !== 0) {
    const why = oneLine(restoreErrors) || `pg_restore exit code ${sqlCode}, psql exit code ${psqlCode}`;
    throw new UserError(`pg_restore failed, nothing was changed (one transaction): ${why}`);
  }
}
