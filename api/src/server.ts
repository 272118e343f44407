/**
 * The process: config from the environment, logging, timeouts, migrations, listen, and a
 * graceful close on SIGINT/SIGTERM. Everything else is in app.ts.
 */
import { APP_QUEUES, buildApp } from './app';
import { loadConfigOrExit } from './platform/config';
import { controlSocketPath, openRoleControl } from './features/moderation';
import { createDatabase } from './platform/db/create-database';
import { migrateDatabase } from './platform/db/migrate-database';
import { loggerOptions } from './platform/http/logger-options';
import { settlesWithin } from './platform/db/settles-within';
import { listenForStopSignals } from './platform/stop-signals';

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * In-flight requests get this long to finish; then the database is closed under them (their
 * queries fail, they answer 503), so a database that stopped answering cannot hold shutdown
 * past SHUTDOWN_GRACE_MS.
 */
const DRAIN_MS = 5000;

async function main(): Promise<void> {
  // Before anything starts (platform/stop-signals.ts): a SIGTERM during migrations waits for them.
  const signals = listenForStopSignals();
  const config = loadConfigOrExit();
  // As MIGRATION_DATABASE_URL's role when set, on a connection of its own (platform/db/migrate-database.ts).
  await migrateDatabase(config, APP_QUEUES);
  const database = await createDatabase(config.database);
  const app = await buildApp({
    config,
    database,
    fastify: {
      logger: loggerOptions(config.logLevel),
      // A socket silent for 30 s is dropped; a request may take 5 minutes to arrive whole, so a
      // 15 MB photo sent on a slow line (about 2 minutes at 1 Mbit/s) is not cut off midway.
      connectionTimeout: 30_000,
      requestTimeout: 300_000,
      keepAliveTimeout: 5_000,
      pluginTimeout: 30_000,
    },
  });

  let closing = false;
  let closeControl: () => Promise<void> = async () => undefined;
  // A request still running at shutdown closes its connection after answering, so the socket
  // does not idle in keep-alive and hold server.close() past the deadline.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      const drained = app.close();
      if (!(await settlesWithin(drained, DRAIN_MS))) {
        app.log.warn('requests still running after the drain period: closing the database under them');
      }
      await closeControl();
      await database.close();
      await drained;
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  await app.listen({ port: config.port, host: config.host });
  // The embedded database is this process's alone: role changes from the command line come
  // through a local socket (features/moderation/role-control.ts). PostgreSQL needs none.
  const { pgliteDir } = config.database;
  if (database.kind === 'pglite' && pgliteDir && !config.database.databaseUrl) {
    const socketPath = controlSocketPath(pgliteDir);
    closeControl = await openRoleControl(database.db, socketPath, (err) =>
      app.log.warn({ err }, 'role control request failed'),
    );
    app.log.info(`role control socket at ${socketPath}`);
  }
  app.log.info(
    `API on http://${config.host}:${config.port} (${database.kind}); docs at http://${config.host}:${config.port}/docs`,
  );
  // Once started: a stop asked for during start-up runs now, never beside a half-done listen.
  signals.onStop((signal) => void shutdown(signal));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
