import { spawnSync } from 'node:child_process';
import { LOCAL_POSTGRES_URL } from './test-app';

/** Where suites that need a real PostgreSQL server create their own databases and roles. */
export const ADMIN_URL = process.env.DATABASE_URL ?? LOCAL_POSTGRES_URL;

/**
 * `describe` when a PostgreSQL server answers, else `describe.skip` with a warning naming the
 * suite. With DATABASE_URL set (CI) a missing server fails the suite instead of skipping it.
 */
export function describeWithPostgres(suite: string): jest.Describe {
  let reason: string | undefined;
  if (!process.env.DATABASE_URL && spawnSync('pg_isready', ['--quiet', '--dbname', ADMIN_URL]).status !== 0)
    reason = `no PostgreSQL at ${LOCAL_POSTGRES_URL} and DATABASE_URL is unset`;
  if (reason) console.warn(`${suite} skipped: ${reason}`);
  return reason ? describe.skip : describe;
}
