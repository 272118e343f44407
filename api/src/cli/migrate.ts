/**
 * `npm run migrate -w api`: bring the configured database to the latest schema, as
 * MIGRATION_DATABASE_URL's role when set (then DATABASE_URL's role is granted its rights).
 */
import { loadConfigOrExit } from '../platform/config';
import { APP_QUEUES } from '../app';
import { migrateDatabase } from '../platform/db/migrate-database';

const config = loadConfigOrExit();
const result = await migrateDatabase(config, APP_QUEUES);
for (const m of result.results ?? []) console.log(`${m.status}: ${m.migrationName}`);
const kind = config.database.databaseUrl ? 'postgres' : 'pglite';
const roles = config.database.migrationDatabaseUrl ? ', the run-time role granted its rights' : '';
console.log(`Database (${kind}) is at the latest schema${roles}.`);
