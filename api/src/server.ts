/**
 * The process: config from the environment, logging, timeouts, migrations, listen, and a
 * graceful close on SIGINT/SIGTERM. Everything else is in app.ts.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/create-database';
import { migrateToLatest } from './db/migrator';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(config.database);
  await migrateToLatest(database.db);
  const app = await buildApp({
    config,
    database,
    fastify: {
      logger: {
        level: config.logLevel,
        redact: ['req.headers.authorization', 'req.query.token'],
      },
      connectionTimeout: 30_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      pluginTimeout: 30_000,
    },
  });

  let closing = false;
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
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `API on http://${config.host}:${config.port} (${database.kind}); docs at http://${config.host}:${config.port}/docs`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
