/**
 * `npm run jobs:dead-letters -w api`: the jobs that failed their last try, newest first, with
 * their queue, data and last error. On the embedded database run it while the API is stopped
 * (PGlite is opened by one process at a time).
 */
import { loadConfigOrExit } from '../platform/config';
import { APP_QUEUES } from '../app';
import { createDatabase } from '../platform/db/create-database';
import { migrateBeforeUse } from '../platform/db/migrate-database';
import { createJobQueue } from '../platform/jobs/queue';

const limit = Number(process.argv[2] ?? 50);
const config = loadConfigOrExit();
const database = await createDatabase(config.database);
const queue = createJobQueue({
  db: database.db,
  config: { ...config.jobs, worker: false },
  onError: (err) => console.error(err.message),
});
try {
  await migrateBeforeUse(database, config, APP_QUEUES);
  await queue.start(async () => undefined);
  const dead = await queue.deadLetters(Number.isInteger(limit) && limit > 0 ? limit : 50);
  if (dead.length === 0) console.log('No dead letters.');
  for (const job of dead) {
    console.log(
      `${job.createdOn.toISOString()}  ${job.queue ?? '(expired)'}  ${job.id}\n  data:  ${JSON.stringify(job.data)}\n  error: ${JSON.stringify(job.error)}`,
    );
  }
} finally {
  await queue.stop();
  await database.close();
}
