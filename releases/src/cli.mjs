// `npm run promote -- <remote> <version>`, `npm run rollback -- <remote>`,
// `npm run releases -- <remote>` (docs/releasing.md §4). <remote> is the folder ('mfe-feed') or the
// federation name ('feed'). Promote and rollback change one remote with one atomic write of
// RELEASES_DIR/remotes.json; the shell is not rebuilt and no other remote changes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gateProblems, liveShellFeatures, liveShellVersions } from './gate.mjs';
import {
  readLiveConfig,
  withCanary,
  withLive,
  withoutCanary,
  withStartingBuild,
  writeLiveConfig,
} from './live-pointer.mjs';
import { findRemote, liveRemotesFile, releasesRoot, UserError, VERSION } from './paths.mjs';
import { publishStartingBuild } from './starting-build.mjs';

const releaseDir = (remote, version) => join(releasesRoot(), remote.folder, version);

/**
 * The pointer with `remote` on a recorded starting build: a remote's first promote publishes the
 * dist/ build its server has served so far (starting-build.mjs), which then lies under every
 * history, so rollback reaches it and a first release can be a canary beside it.
 */
function withRecordedStart(config, remote) {
  if (config.releases[remote.name]?.startingBuild) return config;
  const { version, created } = publishStartingBuild(remote);
  console.log(
    `${remote.name}: the build the site started with (${remote.folder}/dist) is ${created ? 'now recorded as' : 'the existing release'} ${version}, its starting build`,
  );
  return withStartingBuild(config, remote.name, version);
}

/** A version as `npm run releases` and the commands name it: the starting build says so. */
const named = (entry, version) =>
  version === entry?.startingBuild ? `${version} (starting build)` : version;

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

/** `--canary <percent>`: a share of browser sessions, more than 0 and less than 100. */
function canaryPercent(flag, value) {
  if (flag === undefined) return null;
  if (flag !== '--canary') throw new UserError(`unknown option '${flag}' (--canary <percent>)`);
  const percent = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value ?? '') || !(percent > 0 && percent < 100)) {
    throw new UserError(
      `--canary takes a share of sessions in percent, more than 0 and less than 100 (not '${value ?? ''}')`,
    );
  }
  return percent;
}

function promote(nameOrFolder, version, flag, value) {
  if (!nameOrFolder || !version) {
    throw new UserError('usage: npm run promote -- <remote> <version> [--canary <percent>]');
  }
  const remote = findRemote(nameOrFolder);
  requireRelease(remote, version);
  const percent = canaryPercent(flag, value);
  const problems = gateProblems(
    remote,
    releaseDir(remote, version),
    liveShellVersions(),
    liveShellFeatures(),
  );
  if (problems.length > 0) {
    throw new UserError(
      `refusing to promote ${remote.name} ${version}, the compatibility gate found:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  const config = withRecordedStart(readLiveConfig(), remote);
  const live = config.releases[remote.name];
  if (percent !== null) return startCanary(remote, config, version, percent);
  if (live.version === version) {
    writeLiveConfig(config);
    console.log(`${remote.name} ${named(live, version)} is already live; nothing changed.`);
    return;
  }
  const history = [...live.history, live.version];
  const next = withLive(config, remote.name, version, history);
  writeLiveConfig(next);
  const finished =
    live.canary?.version === version ? ` (its canary at ${live.canary.percent} % is finished)` : '';
  const dropped =
    live.canary && live.canary.version !== version
      ? `\n  the canary ${live.canary.version} is no longer served`
      : '';
  console.log(`${remote.name}: ${named(live, live.version)} → ${version} (live)${finished}${dropped}
  ${liveRemotesFile()} now loads ${next.remotes[remote.name]}
  the next page load uses it; undo with: npm run rollback -- ${remote.name}`);
}

/**
 * A canary (docs/releasing.md §9): `percent` of browser sessions get `version`, the rest the live
 * release, which for a remote's first release is its starting build.
 */
function startCanary(remote, config, version, percent) {
  const live = config.releases[remote.name];
  if (live.version === version) throw new UserError(`${remote.name} ${version} is the live release already`);
  writeLiveConfig(withCanary(config, remote.name, { version, percent, since: new Date().toISOString() }));
  console.log(`${remote.name}: ${version} is a canary for ${percent} % of browser sessions; ${named(live, live.version)} stays live for the rest
  watch it: npm run release-health -- ${remote.name}
  finish it: npm run promote -- ${remote.name} ${version}    take it back: npm run rollback -- ${remote.name}`);
}

/**
 * `--automatic <figures>`: the release guard's rollback of a canary (API, release-guard.ts), with
 * the figures it decided on; refused when that canary is no longer the one served.
 */
function automaticFigures(flag, value) {
  if (flag === undefined) return null;
  if (flag !== '--automatic') throw new UserError(`unknown option '${flag}'`);
  let figures;
  try {
    figures = JSON.parse(value ?? '');
  } catch {
    throw new UserError("--automatic takes the guard's figures as JSON");
  }
  if (typeof figures?.version !== 'string') throw new UserError('--automatic figures name no version');
  return figures;
}

function rollback(nameOrFolder, flag, value) {
  if (!nameOrFolder) throw new UserError('usage: npm run rollback -- <remote>');
  const remote = findRemote(nameOrFolder);
  const figures = automaticFigures(flag, value);
  const config = readLiveConfig();
  if (!config.releases[remote.name]) {
    throw new UserError(
      `${remote.name} has no earlier release to roll back to: it has never been promoted, and loads the build the site started with (${remote.folder}/dist)`,
    );
  }
  const live = config.releases[remote.name];
  if (figures && live.canary?.version !== figures.version) {
    throw new UserError(`${remote.name} ${figures.version} is no longer its canary; nothing changed`);
  }
  if (live.canary) {
    // A canary is taken back first: every session returns to the live release.
    writeLiveConfig(
      withoutCanary(config, remote.name, figures && { ...figures, at: new Date().toISOString() }),
    );
    console.log(
      `${remote.name}: canary ${live.canary.version} → ${live.version} for every session (rolled back${figures ? ' automatically' : ''}; live)`,
    );
    return;
  }
  // Only a rollback below every release needs the starting build; a pointer written before
  // starting builds were recorded gets it then.
  const recorded = live.history.length > 0 ? config : withRecordedStart(config, remote);
  const entry = recorded.releases[remote.name];
  const previous = entry.history.at(-1);
  if (!previous) {
    throw new UserError(
      `${remote.name} has no earlier release to roll back to: it loads ${named(entry, entry.version)}${entry.version === entry.startingBuild ? ', the build the site started with' : ''}`,
    );
  }
  requireRelease(remote, previous);
  writeLiveConfig(withLive(recorded, remote.name, previous, entry.history.slice(0, -1)));
  console.log(
    `${remote.name}: ${named(entry, entry.version)} → ${named(entry, previous)} (rolled back; live)`,
  );
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

const rate = (value) => `${Math.round(Number(value) * 1000) / 10} %`;

/** What the guard saw when it took a canary back. */
function automaticFiguresText(record) {
  const when = String(record.at ?? '')
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
  const live = `live ${record.liveVersion} ${rate(record.liveErrorRate)}`;
  return `${when}: errors in ${record.sessionsWithErrors} of ${record.sessions} sessions (${rate(record.errorRate)}), ${live}`;
}

function list(nameOrFolder, flag, version) {
  if (!nameOrFolder) throw new UserError('usage: npm run releases -- <remote> [--qa|--no-qa <version>]');
  const remote = findRemote(nameOrFolder);
  if (flag === '--qa' || flag === '--no-qa') return allowQa(remote, flag, version ?? '');
  if (flag) throw new UserError(`unknown option '${flag}' (--qa or --no-qa <version>)`);
  const folder = join(releasesRoot(), remote.folder);
  const versions = existsSync(folder) ? readdirSync(folder).filter((v) => VERSION.test(v)) : [];
  const config = readLiveConfig();
  const live = config.releases[remote.name];
  const beforeFirstPromote = `the build the site started with (${remote.folder}/dist)  ← live; the first promote records it as the starting build`;
  if (versions.length === 0) {
    console.log(
      `${remote.folder} has no releases in ${releasesRoot()} yet (npm run release -w ${remote.folder}); the site loads ${beforeFirstPromote}`,
    );
    return;
  }
  const qa = new Set(config.qaAllowlist ?? []);
  const rows = versions
    .map((version) => {
      const info = JSON.parse(readFileSync(join(folder, version, 'release.json'), 'utf8'));
      return { version, createdAt: String(info.createdAt) };
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  console.log(`${remote.name} (${remote.folder}) releases in ${folder}, oldest first:`);
  // Before the first promote the site serves dist/, which is no release yet.
  if (!live) console.log(`  ${'dist'.padEnd(20)} ${beforeFirstPromote}`);
  const automatic = new Map((live?.automaticRollbacks ?? []).map((record) => [record.version, record]));
  for (const { version, createdAt } of rows) {
    const role = version === live?.startingBuild ? '  starting build' : '';
    const mark =
      version === live?.version
        ? `  ← live${live.canary ? ` (${100 - live.canary.percent} % of sessions)` : ''}`
        : version === live?.canary?.version
          ? `  ← canary (${live.canary.percent} % of sessions since ${live.canary.since})`
          : live?.history.includes(version)
            ? '  (was live; rollback target)'
            : automatic.has(version)
              ? `  rolled back automatically ${automaticFiguresText(automatic.get(version))}`
              : '';
    const allowed = qa.has(`${remote.name}@${version}`) ? '  [QA allowlist]' : '';
    console.log(
      `  ${version.padEnd(20)} ${createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}${role}${mark}${allowed}`,
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
