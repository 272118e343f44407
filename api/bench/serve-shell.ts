/**
 * The shell's HTML server (web-server/src/static-server.mjs) in its own process, in front of the API at
 * BENCH_API_URL, as `npm start` runs it: the bench's client does not share its event loop.
 * Serves the built shell with no remotes; prints {"port": N} on stdout once listening.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startStaticServer } from '@journeys/web-server/static-server';

const apiUrl = process.env.BENCH_API_URL;
if (!apiUrl) throw new Error('BENCH_API_URL is required');
const server = await startStaticServer({
  dir: path.join(import.meta.dirname, '..', '..', 'shell', 'dist'),
  port: 0,
  spa: true,
  pageHints: true,
  remotesConfig: () => ({ apiUrl, remotes: {} }),
});
process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
const stop = (): void => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
