// `npm run promote -- <remote> <version>`, `npm run rollback -- <remote>`,
// `npm run releases -- <remote>` (docs/releasing.md §4). <remote> is the folder ('mfe-feed') or the
// federation name ('feed'). Promote and rollback change one remote with one atomic write of
// RELEASES_DIR/remotes.json; the shell is not rebuilt and no other remote changes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gateProblems, liveShellVersions } from './gate.mjs';
import { builtEntry, readLiveConfig, withBuilt, withLive, writeLiveConfig } from './live-pointer.mjs';
import { findRemote, liveRemotesFile, releasesRoot, UserError, VERSION } from './paths.mjs';

const releaseDir = (remote, version) => join(releasesRoot(), remote.folder, version);

/**
 * The build that was live before a remote's first promote: its unversioned dist/, which the
 * shell build's remotes.json names. It lies under every history, so rollback can reach it.
 */
const startingBuild = (remote) =>
  `the build the site started with (${remote.folder}/dist, ${builtEntry(remote.name) ?? 'no URL in the shell build'})`;

function requireRelease(remote, version) {
  if (!VERSION.test(version)) {
    throw new UserError(
      `'${version}' is not a release version (<package version>+<8 hex>, e.g. 0.1.0+3f2a9c1b)`,
    );
  }
  if (!existsSync(join(releaseDir(remote, version), 'release.json'))) {
    throw new UserError(
      `${remote.folder} has no release ${version} (npm run releases -- ${remote.name} lists them)`,
    );
  }
}

function promote(nameOrFolder, version) {
  if (!nameOrFolder || !version) throw new UserError('usage: npm run promote -- <remote> <version>');
  const remote = findRemote(nameOrFolder);
  requireRelease(remote, version);
  const problems = gateProblems(remote, releaseDir(remote, version), liveShellVersions());
  if (problems.length > 0) {
    throw new UserError(
      `refusing to promote ${remote.name} ${version}, the compatibility gate found:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  const config = readLiveConfig();
  const live = config.releases[remote.name];
  if (live?.version === version) {
    console.log(`${remote.name} ${version} is already live; nothing changed.`);
    return;
  }
  const history = live ? [...live.history, live.version] : [];
  writeLiveConfig(withLive(config, remote.name, version, history));
  console.log(`${remote.name}: ${live?.version ?? startingBuild(remote)} → ${version} (live)
  ${liveRemotesFile()} now loads ${withLive(config, remote.name, version, history).remotes[remote.name]}
  the next page load uses it; undo with: npm run rollback -- ${remote.name}`);
}

function rollback(nameOrFolder) {
  if (!nameOrFolder) throw new UserError('usage: npm run rollback -- <remote>');
  const remote = findRemote(nameOrFolder);
  const config = readLiveConfig();
  const live = config.releases[remote.name];
  if (!live) {
    throw new UserError(
      `${remote.name} has no earlier release to roll back to: it already loads ${startingBuild(remote)}`,
    );
  }
  const previous = live.history.at(-1);
  if (!previous) {
    // The first promote left the site's own build behind it: that is the release before it.
    writeLiveConfig(withBuilt(config, remote.name));
    console.log(`${remote.name}: ${live.version} → ${startingBuild(remote)} (rolled back; live)`);
    return;
  }
  requireRelease(remote, previous);
  writeLiveConfig(withLive(config, remote.name, previous, live.history.slice(0, -1)));
  console.log(`${remote.name}: ${live.version} → ${previous} (rolled back; live)`);
}

/**
 * `--qa <version>` / `--no-qa <version>`: puts a release on (or off) remotes.json `qaAllowlist`,
 * the releases a production shell lets a tester load with `?remote=<folder>@<version>`.
 */
function allowQa(remote, flag, version) {
  requireRelease(remote, version);
  const config = readLiveConfig();
  const entry = `${remote.name}@${version}`;
  const others = (config.qaAllowlist ?? []).filter((item) => item !== entry);
  writeLiveConfig({ ...config, qaAllowlist: flag === '--qa' ? [...others, entry] : others });
  console.log(
    `${entry} is ${flag === '--qa' ? 'now' : 'no longer'} on the QA allowlist: ?remote=${remote.folder}@${version}`,
  );
}

function list(nameOrFolder, flag, version) {
  if (!nameOrFolder) throw new UserError('usage: npm run releases -- <remote> [--qa|--no-qa <version>]');
  const remote = findRemote(nameOrFolder);
  if (flag === '--qa' || flag === '--no-qa') return allowQa(remote, flag, version ?? '');
  if (flag) throw new UserError(`unknown option '${flag}' (--qa or --no-qa <version>)`);
  const folder = join(releasesRoot(), remote.folder);
  const versions = existsSync(folder) ? readdirSync(folder).filter((v) => VERSION.test(v)) : [];
  if (versions.length === 0) {
    console.log(
      `${remote.folder} has no releases in ${releasesRoot()} yet (npm run release -w ${remote.folder}); the site loads ${startingBuild(remote)}`,
    );
    return;
  }
  const config = readLiveConfig();
  const live = config.releases[remote.name];
  const qa = new Set(config.qaAllowlist ?? []);
  const rows = versions
    .map((version) => {
      const info = JSON.parse(readFileSync(join(folder, version, 'release.json'), 'utf8'));
      return { version, createdAt: String(info.createdAt) };
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  console.log(`${remote.name} (${remote.folder}) releases in ${folder}, oldest first:`);
  // The site's own build comes first: it was live before any release.
  console.log(
    `  ${'dist'.padEnd(20)} ${startingBuild(remote)}${live ? '  (was live; rollback target)' : '  ← live'}`,
  );
  for (const { version, createdAt } of rows) {
    const mark =
      version === live?.version
        ? '  ← live'
        : live?.history.includes(version)
          ? '  (was live; rollback target)'
          : '';
    const allowed = qa.has(`${remote.name}@${version}`) ? '  [QA allowlist]' : '';
    console.log(
      `  ${version.padEnd(20)} ${createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}${mark}${allowed}`,
    );
  }
}

const [command, ...args] = process.argv.slice(2);
const commands = { promote, rollback, list };
try {
  if (!commands[command]) throw new UserError(`unknown command '${command}'`);
  commands[command](...args);
} catch (error) {
  if (!(error instanceof UserError)) throw error;
  console.error(`${command === 'list' ? 'releases' : command}: ${error.message}`);
  process.exit(1);
}
