// Writing a release directory (docs/releasing.md §2): the files, then release.json naming their
// hash, moved into RELEASES_DIR/<folder>/<version>/ in one rename, so a release is there whole or
// not at all and is never modified afterwards. `npm run release` and the starting build
// (starting-build.mjs) both publish through here.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentHash, RELEASE_JSON, releaseVersion } from './content-hash.mjs';
import { releasesRoot, UserError } from './paths.mjs';
import { sharedRanges } from './shared-ranges.mjs';

/** A folder beside a remote's releases that nothing serves (the server serves version folders only). */
export function temporaryFolder(remote, purpose) {
  const folder = join(releasesRoot(), remote.folder);
  mkdirSync(folder, { recursive: true });
  return join(folder, `.${purpose}-${process.pid}-${Date.now()}`);
}

/** The release `version` of `remote` already there: the same files, or a refusal to overwrite it. */
function existing(target, hash) {
  const info = JSON.parse(readFileSync(join(target, RELEASE_JSON), 'utf8'));
  if (info.contentHash !== hash) {
    throw new UserError(
      `${target} exists with other content (hash ${info.contentHash}); refusing to overwrite it`,
    );
  }
  return info;
}

/**
 * Publishes the build in `built` as a release of `remote`.
 * @param {{ remote: { name: string, folder: string }, built: string, owned: boolean,
 *   packageJson: { version: string }, extra: Record<string, unknown> }} options
 *   built: the build's folder; owned: it is a temporary folder of ours (temporaryFolder), moved into
 *   place, else it is copied; extra: release.json's fields beyond the ones every release has
 * @returns {{ version: string, target: string, created: boolean, info: Record<string, unknown> }}
 *   created: false when that version was there already, with the same files
 */
export function publishRelease({ remote, built, owned, packageJson, extra }) {
  const hash = contentHash(built);
  const version = releaseVersion(packageJson.version, hash);
  const target = join(releasesRoot(), remote.folder, version);
  const done = (created, info) => {
    if (owned) rmSync(built, { recursive: true, force: true });
    return { version, target, created, info };
  };
  if (existsSync(target)) return done(false, existing(target, hash));

  const manifest = JSON.parse(readFileSync(join(built, 'mf-manifest.json'), 'utf8'));
  const info = {
    remote: remote.name,
    folder: remote.folder,
    version,
    createdAt: new Date().toISOString(),
    packageVersion: packageJson.version,
    contentHash: hash,
    shared: sharedRanges(manifest, packageJson),
    exposes: manifest.exposes.map((e) => `${remote.name}/${e.name}`).sort(),
    ...extra,
  };
  const temporary = owned ? built : temporaryFolder(remote, 'copy');
  try {
    if (!owned) cpSync(built, temporary, { recursive: true });
    writeFileSync(join(temporary, RELEASE_JSON), `${JSON.stringify(info, null, 2)}\n`);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    // Someone published the same build between our check and the rename.
    if (existsSync(target)) return done(false, existing(target, hash));
    throw error;
  }
  return { version, target, created: true, info };
}
