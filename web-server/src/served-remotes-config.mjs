// The remotes.json the shell's server answers and inlines (docs/releasing.md §4): the build's own
// file, with each released remote's live entry from the pointer promote writes. Remotes never
// released, or added to the module map after the last promote, keep the build's URL. Both files
// are read again whenever they change, so a promote reaches the next page without a restart.
import { readFileSync, statSync } from 'node:fs';

function stampOf(file) {
  try {
    const stats = statSync(file);
    return `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
  } catch {
    return 'missing';
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Dist's config with the live pointer's released remotes, release records and QA allowlist. */
export function composeRemotesConfig(built, live) {
  if (!live?.releases) return built;
  const released = Object.keys(live.releases).filter((name) => typeof live.remotes?.[name] === 'string');
  return {
    ...built,
    remotes: { ...built?.remotes, ...Object.fromEntries(released.map((name) => [name, live.remotes[name]])) },
    // The guard's records (figures about the release) and the starting build's version are for
    // `npm run releases`, not for browsers.
    releases: Object.fromEntries(
      released.map((name) => {
        const { automaticRollbacks: _records, startingBuild: _start, ...release } = live.releases[name];
        return [name, release];
      }),
    ),
    ...(Array.isArray(live.qaAllowlist) ? { qaAllowlist: live.qaAllowlist } : {}),
  };
}

/**
 * @param {string} builtFile the shell build's remotes.json
 * @param {string | null} liveFile RELEASES_DIR/remotes.json
 * @returns {() => object | null} the config to serve now
 */
export function servedRemotesConfig(builtFile, liveFile) {
  let seen = null;
  let config = null;
  return () => {
    const stamp = `${stampOf(builtFile)}|${liveFile ? stampOf(liveFile) : ''}`;
    if (stamp !== seen) {
      seen = stamp;
      config = composeRemotesConfig(readJson(builtFile), liveFile ? readJson(liveFile) : null);
    }
    return config;
  };
}
