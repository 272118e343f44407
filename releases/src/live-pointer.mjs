// The live pointer, RELEASES_DIR/remotes.json (docs/releasing.md §4): the remotes.json the shell
// reads, plus which release of each remote is live and the ones before it. Every change is one
// atomic replacement (or removal) of the file, so the shell reads either the old pointer or the new
// one.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { liveRemotesFile, shellDist, UserError, versionInUrl } from './paths.mjs';

const builtRemotesFile = () => join(shellDist(), 'remotes.json');

/** The live pointer, or, before the first promote, the shell build's own remotes.json. */
export function readLiveConfig() {
  const live = liveRemotesFile();
  const file = existsSync(live) ? live : builtRemotesFile();
  if (!existsSync(file)) {
    throw new UserError(`no remotes.json to start from: neither ${live} nor the shell build's ${file}`);
  }
  const config = JSON.parse(readFileSync(file, 'utf8'));
  return { ...config, remotes: { ...config.remotes }, releases: { ...config.releases } };
}

/**
 * Writes the pointer. One that names no release and allows none for QA says nothing the shell
 * build's remotes.json does not: it is removed, so the site is exactly as before the first promote.
 */
export function writeLiveConfig(config) {
  const file = liveRemotesFile();
  const empty = Object.keys(config.releases ?? {}).length === 0 && !(config.qaAllowlist ?? []).length;
  if (empty) {
    rmSync(file, { force: true });
    return;
  }
  const temporary = `${file}.tmp-${process.pid}-${Date.now()}`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`);
  renameSync(temporary, file);
}

/**
 * The config with `name` switched to `version`: its entry URL under the remote's release base
 * (beside its current entry, `<origin>/releases/`, until a base is recorded).
 */
export function withLive(config, name, version, history) {
  const current = config.releases[name];
  const entry = config.remotes[name];
  if (!current && typeof entry !== 'string') throw new UserError(`remotes.json has no URL for '${name}'`);
  const base = current?.base ?? new URL('releases/', entry).href;
  // A canary ends with any switch of the live release; the guard's records and the starting build
  // stay with the remote.
  const { automaticRollbacks, startingBuild } = current ?? {};
  return {
    ...config,
    remotes: { ...config.remotes, [name]: `${base}${versionInUrl(version)}/remoteEntry.js` },
    releases: {
      ...config.releases,
      [name]: {
        version,
        base,
        history,
        ...(startingBuild ? { startingBuild } : {}),
        ...(automaticRollbacks ? { automaticRollbacks } : {}),
      },
    },
  };
}

/**
 * The config with a canary of `name` (docs/releasing.md §9): `{version, percent, since}` beside
 * the live release. The shell's server picks one of the two per browser session
 * (shared/src/contracts/shell-page/canary-choice.mjs); the live entry URL stays what a config without canaries
 * reads.
 */
export function withCanary(config, name, canary) {
  const current = config.releases[name];
  return { ...config, releases: { ...config.releases, [name]: { ...current, canary } } };
}

/** The config without `name`'s canary; `record`, the guard's figures, is kept with the remote. */
export function withoutCanary(config, name, record) {
  const { canary: _dropped, ...current } = config.releases[name];
  const automaticRollbacks = [...(current.automaticRollbacks ?? []), ...(record ? [record] : [])];
  return {
    ...config,
    releases: {
      ...config.releases,
      [name]: { ...current, ...(automaticRollbacks.length ? { automaticRollbacks } : {}) },
    },
  };
}

/**
 * The config with `name` on its starting build `version` (starting-build.mjs), the release below
 * every other: before the first promote the remote has no entry, and its URL is the shell build's,
 * beside which the release base lies.
 */
export function withStartingBuild(config, name, version) {
  const current = config.releases[name];
  if (current?.startingBuild) return config;
  if (current) {
    // A pointer written before starting builds were recorded: the release before its oldest one
    // was the dist/ build, now recorded.
    const known = current.version === version || current.history.includes(version);
    const history = known ? current.history : [version, ...current.history];
    return {
      ...config,
      releases: { ...config.releases, [name]: { ...current, history, startingBuild: version } },
    };
  }
  const withEntry = withLive(config, name, version, []);
  return {
    ...withEntry,
    releases: { ...withEntry.releases, [name]: { ...withEntry.releases[name], startingBuild: version } },
  };
}
