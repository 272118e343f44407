/**
 * The API under load, in its own process so the load generator does not share its event loop.
 * Started by bench/run.ts; prints {"port": N} on stdout once listening.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDatabase } from '../src/platform/db/create-database';

const config = loadConfig();
const database = await createDatabase(config.database);
// Rate limits would turn a load test into a 429 test.
const app = await buildApp({
  config,
  database,
  rateLimits: { login: 1e9, signup: 1e9, email: 1e9, comment: 1e9, streamTicket: 1e9, previewImage: 1e9 },
  // BENCH_FEED_CACHE=off measures the feed's database path (informational, not a target).
  ...(process.env.BENCH_FEED_CACHE === 'off' ? { feedCache: { ttlMs: 0 } } : {}),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);
const stop = async (): Promise<void> => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
