// The promote-time compatibility gate (docs/releasing.md §3): a release is refused, with the
// mismatch named, when the live shell cannot satisfy a shared range it declares, when its
// contract check was made against another major of @journeys/shared, when it lacks an exposed
// module the live module map needs, when it needs federation code the live shell does not hand
// over, when its files are not the ones it was released with, or when it lacks a language the
// site ships.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import semver from 'semver';
import { LANGUAGES } from '@journeys/shared/languages';
import { FEDERATION_HOST_FILE } from '@journeys/shared/build/federation-host.mjs';
import { contentHash } from './content-hash.mjs';
import { repoRoot, shellDist, UserError } from './paths.mjs';
import { packageOf, providedVersions, sharedRanges } from './shared-ranges.mjs';
import { STARTING_BUILD } from './starting-build.mjs';

const SINGLETONS = new Set(['react', 'react-dom']);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The version of `name` installed for the shell workspace, for what its manifest does not list. */
function installedForShell(name) {
  for (let dir = join(repoRoot, 'shell'); ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return readJson(file).version;
    if (dirname(dir) === dir) return null;
  }
}

/** package → version the live shell provides: its built manifest, react-router from its install. */
export function liveShellVersions() {
  const file = join(shellDist(), 'mf-manifest.json');
  if (!existsSync(file)) {
    throw new UserError(
      `cannot read the live shell's ${file}: build the shell (npm run build -w shell) or set SHELL_DIST`,
    );
  }
  const provided = providedVersions(readJson(file));
  const router = installedForShell('react-router');
  if (router) provided['react-router'] = router;
  return provided;
}

/**
 * The federation code the live shell hands to remotes (its build's federation-host.json,
 * shared/build/federation-host.mjs); none from a shell built before it said so.
 * @returns {string[]}
 */
export function liveShellFeatures() {
  const file = join(shellDist(), FEDERATION_HOST_FILE);
  return existsSync(file) ? (readJson(file).provides ?? []) : [];
}

/**
 * Every reason the release in `dir` must not go live; empty when it may.
 * @param {{ name: string, exposes: string[] }} remote the module map's view of the remote
 * @param {string} dir the release directory
 * @param {Record<string, string>} provided what the live shell provides (liveShellVersions)
 * @param {string[]} [features] the federation code it hands over (liveShellFeatures)
 * @returns {string[]}
 */
export function gateProblems(remote, dir, provided, features = []) {
  const info = readJson(join(dir, 'release.json'));
  const problems = [];
  if (info.remote !== remote.name) problems.push(`release.json says it is a release of '${info.remote}'`);
  if (info.version !== basename(dir)) problems.push(`release.json says it is version ${info.version}`);
  if (contentHash(dir) !== info.contentHash) {
    problems.push('its files differ from the ones it was released with (content hash mismatch)');
  }
  // A starting build was not made by `npm run release`, so no contract check is recorded: the site
  // ran it with the shell it was built with. Its manifest's ranges are still held to the live shell.
  const contract = info.role !== STARTING_BUILD;
  return [
    ...problems,
    ...compatibilityProblems(remote, dir, provided, info, { contract }),
    ...hostProblems(dir, features),
    ...(contract ? languageProblems(info) : []),
  ];
}

/**
 * A release must carry every language the site ships (docs/architecture.md §11): `npm run
 * release` records the languages whose catalogs were complete. A release made before a language
 * was added records none of it, and its pages would show that language's visitors English.
 */
function languageProblems(info) {
  const languages = info.catalogs?.languages ?? [];
  return LANGUAGES.filter((language) => !languages.includes(language)).map(
    (language) =>
      `language '${language}': the release has no complete catalog in it (npm run contract names what is missing)`,
  );
}

/**
 * What the gate would refuse in a build not yet released (a workspace's dist/): its shared
 * ranges against the live shell and the exposed modules the module map needs. The contract half
 * is the `contract` task's (docs/releasing.md §3).
 */
export function buildProblems(remote, dir, provided, shared, features = []) {
  return [
    ...compatibilityProblems(remote, dir, provided, { shared }, { contract: false }),
    ...hostProblems(dir, features),
  ];
}

/**
 * A remote built to take federation code from the shell (its federation-host.json `needs`) does
 * not start in a shell that does not hand it over: every one of its areas would show its fallback.
 */
function hostProblems(dir, features) {
  const file = join(dir, FEDERATION_HOST_FILE);
  if (!existsSync(file)) return [];
  let needs;
  try {
    needs = readJson(file).needs;
  } catch {
    return [`its ${FEDERATION_HOST_FILE} is not readable`];
  }
  return (Array.isArray(needs) ? needs : [])
    .filter((need) => !features.includes(need))
    .map(
      (need) =>
        `federation ${need}: the release takes it from the shell, and the live shell does not provide it (promote a shell built from the same source first)`,
    );
}

function compatibilityProblems(remote, dir, provided, info, { contract }) {
  const problems = [];
  let manifest = {};
  try {
    manifest = readJson(join(dir, 'mf-manifest.json'));
  } catch {
    problems.push('it has no readable mf-manifest.json');
  }
  // Both what release.json recorded and what the manifest the runtime reads declares.
  const declared = [
    ...Object.entries(info.shared ?? {}),
    ...Object.entries(sharedRanges(manifest, null)),
  ].map(([name, range]) => [packageOf(name), range]);
  const reported = new Set();
  for (const [name, range] of declared) {
    const version = provided[name];
    const key = `${name}@${range}`;
    if (!version || reported.has(key)) continue;
    reported.add(key);
    if (!semver.validRange(range)) {
      problems.push(`${name}: '${range}' is not a semver range`);
    } else if (!semver.satisfies(version, range, { includePrerelease: true })) {
      const singleton = SINGLETONS.has(name) ? ` (a singleton: the page has one copy, the shell's)` : '';
      problems.push(`${name}: the release requires ${range}, the live shell provides ${version}${singleton}`);
    }
  }

  const shared = provided['@journeys/shared'];
  const checkedAgainst = info.contract?.version;
  // A build not yet released has no recorded contract check: the contract task checks it.
  if (contract && !checkedAgainst) {
    problems.push('release.json records no contract check of its exposed modules');
  } else if (contract && shared && semver.major(checkedAgainst) !== semver.major(shared)) {
    problems.push(
      `@journeys/shared: its exposed modules were type-checked against ${checkedAgainst}, the live shell provides ${shared} (another major version)`,
    );
  }

  const exposed = new Set((manifest.exposes ?? []).map((e) => `${remote.name}/${e.name}`));
  const checked = new Set(info.contract?.checked ?? []);
  for (const id of remote.exposes) {
    if (!exposed.has(id))
      problems.push(`${id}: the live module map needs it and this release does not expose it`);
    else if (contract && !checked.has(id))
      problems.push(`${id}: exposed but not checked against its contract at release time`);
  }
  return problems;
}
