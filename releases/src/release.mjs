// `npm run release -w <remote folder>`: tests, type-checks the exposed modules against their
// contracts, builds into a folder nothing serves, and publishes that build as an immutable release
// under RELEASES_DIR/<folder>/<package version>+<8 hex of the content hash>/ (docs/releasing.md §2).
// The remote's dist/, which the site serves until the remote's first promote, is never written:
// a release changes nothing live until it is promoted.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { checkCatalogs } from './catalog-check.mjs';
import { checkContracts } from './contract-type-test.mjs';
import { findRemote, UserError } from './paths.mjs';
import { publishRelease, temporaryFolder } from './publish.mjs';

function step(title, command, args, cwd) {
  console.log(`• ${title}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0)
    throw new UserError(`${title} failed (exit ${result.status}); nothing was released`);
}

/**
 * The build to release: a fresh production build in a temporary folder beside the releases, or,
 * with `--use-build`, the remote's dist/ as it is (copied, never moved).
 * @returns {{ built: string, owned: boolean }}
 */
function buildToRelease(remote, dir, useBuild) {
  if (useBuild) {
    const dist = join(dir, 'dist');
    if (!existsSync(join(dist, 'mf-manifest.json')))
      throw new UserError(`--use-build: there is no build in ${dist}; nothing was released`);
    console.log(`• build: the one in ${dist} (--use-build)`);
    return { built: dist, owned: false };
  }
  const built = temporaryFolder(remote, 'build');
  try {
    // The workspace's own build script, pointed at a folder no server serves.
    step('build', 'npm', ['run', 'build', '--silent', '--', '--env', `outDir=${built}`], dir);
  } catch (error) {
    rmSync(built, { recursive: true, force: true });
    throw error;
  }
  return { built, owned: true };
}

/**
 * `--use-build`: release the dist/ already built from this source instead of testing and building
 * again; `--skip-tests`: build, but leave the tests to the run that already ran them. CI's full gate
 * uses both (docs/ci.md §3): one build per module, one run of each test suite.
 */
function release(dir, flags) {
  const remote = findRemote(basename(dir));
  const packageJson = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const useBuild = flags.includes('--use-build');
  if (!useBuild && !flags.includes('--skip-tests')) step('tests', 'npm', ['test', '--silent'], dir);
  console.log('• contracts: type test of every exposed module');
  const contract = checkContracts({ name: remote.name, dir });
  console.log('• catalogs: every language has every message');
  const { languages, problems } = checkCatalogs(dir);
  if (problems.length > 0) throw new UserError(`its catalogs are incomplete:\n  ${problems.join('\n  ')}`);
  const { built, owned } = buildToRelease(remote, dir, useBuild);
  const { version, target, created, info } = publishRelease({
    remote,
    built,
    owned,
    packageJson,
    extra: { contract, catalogs: { languages } },
  });
  if (!created) {
    console.log(`${version} is already released (same content, created ${info.createdAt}); nothing written.`);
    return;
  }
  console.log(`Released ${remote.folder} ${version} → ${target}
  the live site is unchanged; npm run promote -- ${remote.name} ${version}`);
}

try {
  const flags = process.argv.slice(2);
  const unknown = flags.filter((flag) => flag !== '--use-build' && flag !== '--skip-tests');
  if (unknown.length > 0)
    throw new UserError(`unknown option ${unknown.join(' ')} (--use-build, --skip-tests)`);
  release(process.cwd(), flags);
} catch (error) {
  if (!(error instanceof UserError)) throw error;
  console.error(`release: ${error.message}`);
  process.exit(1);
}
