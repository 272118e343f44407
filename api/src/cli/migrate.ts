/** `npm run migrate -w api`: bring the configured database to the latest schema. */
import { loadConfigOrExit } from '../config';
import { createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrator';

const config = loadConfigOrExit();
// Migrations may rewrite big tables for longer than the API lets a query run.
const database = await createDatabase({ ...config.database, queryTimeoutMs: 0 });
try {
  const result = await migrateToLatest(database.db);
  for (const m of result.results ?? []) console.log(`${m.status}: ${m.migrationName}`);
  console.log(`Database (${database.kind}) is at the latest schema.`);
} finally {
  await database.close();
}
