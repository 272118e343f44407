/**
 * `npm run worker -w api`: a process that only works jobs, for scale-out next to API instances
 * started with WORKER=off. It is the API app without a listening socket, so every job handler
 * finds the same context (database, mailer, config) as in the API process.
 */
import { APP_QUEUES, buildApp } from '../app';
import { loadConfigOrExit } from '../platform/config';
import { createDatabase } from '../platform/db/create-database';
import { migrateDatabase } from '../platform/db/migrate-database';
import { loggerOptions } from '../platform/http/logger-options';
import { listenForStopSignals } from '../platform/stop-signals';

// Before anything starts (platform/stop-signals.ts).
const signals = listenForStopSignals();

const config = loadConfigOrExit();
if (!config.database.databaseUrl) {
  console.error(
    'The worker needs DATABASE_URL: the embedded database is opened by the API, which runs the worker itself (WORKER=on, the default). Set DATABASE_URL to scale out.',
  );
  process.exit(1);
}

await migrateDatabase(config, APP_QUEUES);
const database = await createDatabase(config.database);
const app = await buildApp({
  config: { ...config, jobs: { ...config.jobs, worker: true } },
  database,
  fastify: { logger: loggerOptions(config.logLevel) },
});
// Job failures are counted where jobs run, so a scraper needs this process too. Its port is
// internal, like an API instance's: it answers the same routes, /metrics among them.
if (config.workerMetricsPort === undefined) await app.ready();
else await app.listen({ port: config.workerMetricsPort, host: config.host });
app.log.info(`worker started (postgres; ${config.jobs.concurrency} workers per queue)`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'worker stopping');
  try {
    // Running jobs get a few seconds; unfinished ones are failed and retried by another worker.
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while stopping the worker');
    process.exit(1);
  }
};
signals.onStop((signal) => void stop(signal));
