// The live pointer, RELEASES_DIR/remotes.json (docs/releasing.md §4): the remotes.json the shell
// reads, plus which release of each remote is live and the ones before it. Every change is one
// atomic replacement of the file, so the shell reads either the old pointer or the new one.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { liveRemotesFile, shellDist, UserError, versionInUrl } from './paths.mjs';

/** The live pointer, or, before the first promote, the shell build's own remotes.json. */
export function readLiveConfig() {
  const live = liveRemotesFile();
  const file = existsSync(live) ? live : join(shellDist(), 'remotes.json');
  if (!existsSync(file)) {
    throw new UserError(`no remotes.json to start from: neither ${live} nor the shell build's ${file}`);
  }
  const config = JSON.parse(readFileSync(file, 'utf8'));
  return { ...config, remotes: { ...config.remotes }, releases: { ...config.releases } };
}

export function writeLiveConfig(config) {
  const file = liveRemotesFile();
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
  return {
    ...config,
    remotes: { ...config.remotes, [name]: `${base}${versionInUrl(version)}/remoteEntry.js` },
    releases: { ...config.releases, [name]: { version, base, history } },
  };
}
