// Builds of a remote as the release commands find them, small enough to write in a test: a
// release as `npm run release` leaves it, and a remote's dist/ as its server serves it before its
// first promote. Each is a remoteEntry.js and the mf-manifest.json the gate reads.
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@journeys/shared/languages';
import { REMOTE_MAP, type RemoteName } from '@journeys/shared/module-map';
import { contentHash, releaseVersion } from '../../src/content-hash.mjs';

const PACKAGE_VERSION = '0.1.0';

/** A remote's files: its entry saying `text`, its manifest naming its exposed modules; `extra` beside them. */
function writeBuild(dir: string, name: RemoteName, text: string, extra: Record<string, string> = {}): void {
  const { exposes } = REMOTE_MAP[name];
  writeFileSync(join(dir, 'remoteEntry.js'), `var ${name} = ${JSON.stringify(text)};`);
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({ exposes: Object.keys(exposes).map((key) => ({ name: key })), shared: [] }),
  );
  for (const [file, content] of Object.entries(extra)) writeFileSync(join(dir, file), content);
}

/**
 * A release of `name` in `releasesRoot`: its files, then release.json naming their hash and the
 * contract check and complete languages `npm run release` records. Returns its version.
 */
export function fakeRelease(
  releasesRoot: string,
  name: RemoteName,
  text: string,
  extra: Record<string, string> = {},
  { languages = LANGUAGES }: { languages?: readonly string[] } = {},
): string {
  const { folder, exposes } = REMOTE_MAP[name];
  const ids = Object.keys(exposes).map((key) => `${name}/${key}`);
  const temporary = mkdtempSync(join(releasesRoot, '.tmp-'));
  writeBuild(temporary, name, text, extra);
  const hash = contentHash(temporary);
  const version = releaseVersion(PACKAGE_VERSION, hash);
  writeFileSync(
    join(temporary, 'release.json'),
    JSON.stringify({
      remote: name,
      folder,
      version,
      createdAt: new Date().toISOString(),
      packageVersion: PACKAGE_VERSION,
      contentHash: hash,
      shared: {},
      exposes: ids,
      contract: { package: '@journeys/shared', version: PACKAGE_VERSION, checked: ids },
      catalogs: { languages },
    }),
  );
  mkdirSync(join(releasesRoot, folder), { recursive: true });
  renameSync(temporary, join(releasesRoot, folder, version));
  return version;
}

/**
 * `name`'s dist/ and package.json in the modules folder `modulesRoot` (MODULES_DIR of the release
 * commands): the build a first promote records as the starting build. Returns that build's version.
 */
export function fakeDist(modulesRoot: string, name: RemoteName, text: string): string {
  const { folder } = REMOTE_MAP[name];
  mkdirSync(join(modulesRoot, folder, 'dist'), { recursive: true });
  writeFileSync(join(modulesRoot, folder, 'package.json'), JSON.stringify({ version: PACKAGE_VERSION }));
  writeBuild(join(modulesRoot, folder, 'dist'), name, text);
  return releaseVersion(PACKAGE_VERSION, contentHash(join(modulesRoot, folder, 'dist')));
}
