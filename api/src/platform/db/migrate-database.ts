/**
 * The migration step of `npm run migrate -w api` and of every start of the API, the worker and
 * the commands: migrations run as MIGRATION_DATABASE_URL's role when it is set, else as
 * DATABASE_URL's (or on the embedded database), as before. When the two are different roles the
 * step also prepares the job queue and grants the run-time role its rights (docs/operations.md §4).
 */
import type { MigrationResultSet } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import type { AppConfig, DatabaseConfig } from '../config';
import { createJobQueues } from '../jobs/create-job-queues';
import { createDatabase, type DatabaseHandle } from './create-database';
import { migrateToLatest } from './migrator';
import { grantRunTimeRole } from './run-time-grants';

/** The role a connection string logs in as (the URL may leave it to PGUSER or the OS user). */
async function roleOf(database: DatabaseConfig & { databaseUrl: string }): Promise<string> {
  const client = new pg.Client({
    connectionString: database.databaseUrl,
    connectionTimeoutMillis: database.connectTimeoutMs,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ role: string }>('SELECT current_user AS role');
    return rows[0]!.role;
  } finally {
    await client.end();
  }
}

/**
 * `queues`: every queue the app uses (the features' jobs, app.ts), which a run-time role of its
 * own could not create itself.
 */
export async function migrateDatabase(
  config: AppConfig,
  queues: readonly string[],
): Promise<MigrationResultSet> {
  const { database } = config;
  const { databaseUrl, migrationDatabaseUrl } = database;
  // Migrations may rewrite big tables for longer than a request may take (0002 lifts the
  // server-side limit itself), so they run on their own connection without the query deadline.
  const migrations = await createDatabase({
    ...database,
    databaseUrl: migrationDatabaseUrl ?? databaseUrl,
    queryTimeoutMs: 0,
  });
  try {
    const result = await migrateToLatest(migrations.db);
    if (databaseUrl && migrationDatabaseUrl && migrationDatabaseUrl !== databaseUrl) {
      const runTimeRole = await roleOf({ ...database, databaseUrl });
      const { rows } = await sql<{ role: string }>`SELECT current_user AS role`.execute(migrations.db);
      if (rows[0]?.role !== runTimeRole) {
        await createJobQueues(migrations.db, config.jobs, queues);
        await grantRunTimeRole(migrations.db, runTimeRole);
      }
    }
    return result;
  } finally {
    await migrations.close();
  }
}

/**
 * For the commands that work on one handle: with one role, migrations run on that handle (one
 * embedded database is opened once); with a migration role, on its own connection first.
 */
export async function migrateBeforeUse(
  handle: DatabaseHandle,
  config: AppConfig,
  queues: readonly string[],
): Promise<void> {
  if (config.database.migrationDatabaseUrl) await migrateDatabase(config, queues);
  else await migrateToLatest(handle.db);
}
