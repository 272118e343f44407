// Where releases live and how a remote and a version are named (docs/releasing.md). One place for
// the release CLI (release, promote, rollback, releases) and the static server.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_MAP, REMOTE_NAMES } from '@journeys/shared/module-map';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A path from the environment, relative to where the command was typed: npm runs a workspace's
 * script (`npm run release -w mfe-feed`) inside the workspace, and sets INIT_CWD to that place.
 */
const fromEnv = (value) => resolve(process.env.INIT_CWD || process.cwd(), value);

/** RELEASES_DIR, default `<repo>/.releases`: `<folder>/<version>/` per release, `remotes.json` live. */
export const releasesRoot = () =>
  process.env.RELEASES_DIR ? fromEnv(process.env.RELEASES_DIR) : join(repoRoot, '.releases');

/** The live pointer the shell reads: which release of each remote it loads. */
export const liveRemotesFile = () => join(releasesRoot(), 'remotes.json');

/**
 * Where the modules' folders are, each with the dist/ its server serves: MODULES_DIR, default the
 * repository. A remote's dist/ is what the site loads until its first promote records it as the
 * starting build (starting-build.mjs).
 */
export const modulesRoot = () => (process.env.MODULES_DIR ? fromEnv(process.env.MODULES_DIR) : repoRoot);

/** The shell whose shared modules a release must fit: SHELL_DIST, default `<MODULES_DIR>/shell/dist`. */
export const shellDist = () =>
  process.env.SHELL_DIST ? fromEnv(process.env.SHELL_DIST) : join(modulesRoot(), 'shell', 'dist');

/** `<package version>+<8 hex>`: semver build metadata, so it sorts and reads as the package version. */
export const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\+[0-9a-f]{8}$/;

/** A version as it appears in a URL path: '+' becomes '%2B' (a '+' in a query string means a space). */
export const versionInUrl = (version) => encodeURIComponent(version);

/**
 * A remote of the module map from its folder ('mfe-feed') or federation name ('feed').
 * @param {string} nameOrFolder
 * @returns {{ name: string, folder: string, port: number, exposes: string[] }}
 */
export function findRemote(nameOrFolder) {
  const name = REMOTE_NAMES.find((n) => n === nameOrFolder || REMOTE_MAP[n].folder === nameOrFolder);
  if (!name) {
    const known = REMOTE_NAMES.map((n) => `${n} (${REMOTE_MAP[n].folder})`).join(', ');
    throw new UserError(`unknown remote '${nameOrFolder}'; the module map has ${known}`);
  }
  const remote = REMOTE_MAP[name];
  return {
    name,
    folder: remote.folder,
    port: remote.port,
    exposes: Object.keys(remote.exposes).map((key) => `${name}/${key}`),
  };
}

/** A mistake of the person at the keyboard: printed as one line, exit 1, no stack. */
export class UserError extends Error {}
