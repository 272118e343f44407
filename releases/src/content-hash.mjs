// The content hash that names a release: sha256 over every built file's path and bytes, so the
// same build always gets the same version and any changed byte a new one (docs/releasing.md §2).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** release.json describes the release; it is written after hashing and never part of the hash. */
export const RELEASE_JSON = 'release.json';

/** Every file under `dir`, as sorted '/'-separated relative paths. */
export function listFiles(dir) {
  const files = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return files.sort();
}

/** The full sha256 (hex) of a release's files, release.json excluded. */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    if (file === RELEASE_JSON) continue;
    hash.update(
      `${file}\0${createHash('sha256')
        .update(readFileSync(join(dir, file)))
        .digest('hex')}\n`,
    );
  }
  return hash.digest('hex');
}

/** `<package version>+<first 8 hex of the content hash>`. */
export const releaseVersion = (packageVersion, hash) => `${packageVersion}+${hash.slice(0, 8)}`;
