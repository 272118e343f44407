/**
 * A SIGTERM that reaches the API while it is still starting (on its first database connection,
 * migrating) lets it finish starting and then stop as usual, exit code 0: a deploy that gives up
 * on a slow instance must not kill it mid-write. The worker's twin is in worker-crash.test.ts.
 */
import { spawn } from 'node:child_process';
import { exited, firstConnection, freePort } from './helpers/processes';
import { freshPostgres } from './helpers/test-app';

describe('the API told to stop while it starts (postgres)', () => {
  it('finishes starting, then stops with exit code 0', async () => {
    const database = await freshPostgres();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(await freePort()),
      LOG_LEVEL: 'error',
    };
    for (const name of ['REDIS_URL', 'TRUST_PROXY']) delete env[name];
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { env, stdio: 'ignore' });
    try {
      // Its first connection: it is about to migrate an empty database, far from listening.
      await firstConnection(database.url);
      server.kill('SIGTERM');
      expect(await exited(server)).toBe(0);
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      await database.drop();
    }
  }, 60_000);
});
