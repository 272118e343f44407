import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './paths';
import type { Site } from './site';

const run = promisify(execFile);

/** `npm run grant-moderator -- <email>` at the repository root, on the running site's embedded database. */
export async function grantModerator(site: Site, email: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'grant-moderator', '--', email], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: join(site.dataDir, 'pglite') },
    timeout: 60_000,
  });
  return stdout;
}
