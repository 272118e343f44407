/** `npm run seed -w api`: migrate, then load the demo seed (idempotent). */
import { loadConfigOrExit } from '../platform/config';
import { APP_QUEUES } from '../app';
import { createDatabase } from '../platform/db/create-database';
import { migrateBeforeUse } from '../platform/db/migrate-database';
import { createPhotoStorage } from '../features/photos';
import { seed } from '../features/seed';

const config = loadConfigOrExit();
// Migrations may rewrite big tables for longer than the API lets a query run.
const database = await createDatabase({ ...config.database, queryTimeoutMs: 0 });
try {
  await migrateBeforeUse(database, config, APP_QUEUES);
  const result = await seed(database.db, {
    log: (m) => console.log(m),
    photoStorage: createPhotoStorage(config.photos.storage),
  });
  console.log(`Seeded ${database.kind}: ${JSON.stringify(result)}`);
} finally {
  await database.close();
}
