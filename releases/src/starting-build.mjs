// The starting build (docs/releasing.md §4): the build a remote's server served before the remote's
// first promote, its dist/. That promote publishes it once, by its content hash, as a release like
// any other (role 'starting build'), and the live pointer records its version, so rolling back
// below every release serves exactly those bytes from their own folder, whatever dist/ holds by
// then, and a first release can be a canary beside it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modulesRoot, UserError } from './paths.mjs';
import { publishRelease } from './publish.mjs';

export const STARTING_BUILD = 'starting build';

/** The remote's unversioned build, which its server serves until the first promote. */
export const distOf = (remote) => join(modulesRoot(), remote.folder, 'dist');

/**
 * Publishes the remote's dist/ as its starting build (a no-op when a release with the same files
 * exists: that release is the starting build).
 * @param {{ name: string, folder: string }} remote
 * @returns {{ version: string, created: boolean }}
 */
export function publishStartingBuild(remote) {
  const dist = distOf(remote);
  if (!existsSync(join(dist, 'mf-manifest.json'))) {
    throw new UserError(
      `${remote.folder} has no build in ${dist} to record as the starting build the site serves; build it first (npm run build -w ${remote.folder})`,
    );
  }
  const packageJson = JSON.parse(readFileSync(join(modulesRoot(), remote.folder, 'package.json'), 'utf8'));
  // No contract check is recorded: this build was not made by `npm run release`; it is what the
  // site already ran with the live shell.
  const { version, created } = publishRelease({
    remote,
    built: dist,
    owned: false,
    packageJson,
    extra: { role: STARTING_BUILD, contract: null },
  });
  return { version, created };
}
