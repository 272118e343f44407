// start:prod's two database roles (docs/operations.md §4): given only DATABASE_URL, taken as the
// tables' owner, it creates (or updates) a plain login role `<database>_app` for the API
// instances and the worker; the owner keeps the migrations (MIGRATION_DATABASE_URL). Their
// rights are granted by the migration step. Neither name nor password is printed.
import pg from 'pg';

/** PostgreSQL's `duplicate_object`: another start created the role a moment earlier. */
const DUPLICATE_OBJECT = '42710';
/** PostgreSQL truncates longer names, so the role is named within the limit. */
const MAX_NAME = 63;

/** Resolves to the DATABASE_URL of the run-time role, with `password` (kept by the caller). */
export async function ensureRunTimeRole(ownerUrl, password) {
  const client = new pg.Client({ connectionString: ownerUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT current_database() AS database');
    const role = `${rows[0].database}_app`.slice(0, MAX_NAME);
    const name = client.escapeIdentifier(role);
    const secret = client.escapeLiteral(password);
    const { rowCount } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    try {
      if (rowCount === 0) await client.query(`CREATE ROLE ${name} LOGIN PASSWORD ${secret}`);
    } catch (err) {
      if (err.code !== DUPLICATE_OBJECT) throw err;
    }
    // The password in .data/prod is the one that counts, also for a role made by an earlier start.
    await client.query(`ALTER ROLE ${name} LOGIN PASSWORD ${secret}`);
    const url = new URL(ownerUrl);
    url.username = encodeURIComponent(role);
    url.password = encodeURIComponent(password);
    return url.toString();
  } finally {
    await client.end();
  }
}
