// `npm run release -w <remote folder>`: tests, type-checks the exposed modules against their
// contracts, builds, and publishes dist/ as an immutable release under
// RELEASES_DIR/<folder>/<package version>+<8 hex of the content hash>/ (docs/releasing.md §2).
// Written to a temporary directory and renamed, so a release is there whole or not at all; an
// existing version is never overwritten.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { checkContracts } from './contract-check.mjs';
import { contentHash, RELEASE_JSON, releaseVersion } from './content-hash.mjs';
import { findRemote, releasesRoot, UserError } from './paths.mjs';
import { sharedRanges } from './shared-ranges.mjs';

function step(title, command, args, cwd) {
  console.log(`• ${title}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0)
    throw new UserError(`${title} failed (exit ${result.status}); nothing was released`);
}

/**
 * `--use-build`: release the dist/ already built from this source instead of testing and building
 * again; `--skip-tests`: build, but leave the tests to the run that already ran them. CI's full gate
 * uses both (docs/ci.md §3): one build per module, one run of each test suite.
 */
function release(dir, flags) {
  const remote = findRemote(basename(dir));
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const useBuild = flags.includes('--use-build');
  if (!useBuild && !flags.includes('--skip-tests')) step('tests', 'npm', ['test', '--silent'], dir);
  console.log('• contracts: type test of every exposed module');
  const contract = checkContracts({ name: remote.name, dir });
  if (!useBuild) step('build', 'npm', ['run', 'build', '--silent'], dir);
  else if (!existsSync(join(dir, 'dist', 'mf-manifest.json')))
    throw new UserError(`--use-build: there is no build in ${join(dir, 'dist')}; nothing was released`);
  else console.log(`• build: the one in ${join(dir, 'dist')} (--use-build)`);

  const dist = join(dir, 'dist');
  const hash = contentHash(dist);
  const version = releaseVersion(pkg.version, hash);
  const folder = join(releasesRoot(), remote.folder);
  const target = join(folder, version);
  if (existsSync(target)) return alreadyThere(target, version, hash);

  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const info = {
    remote: remote.name,
    folder: remote.folder,
    version,
    createdAt: new Date().toISOString(),
    packageVersion: pkg.version,
    contentHash: hash,
    shared: sharedRanges(manifest, pkg),
    exposes: manifest.exposes.map((e) => `${remote.name}/${e.name}`).sort(),
    contract,
  };
  mkdirSync(folder, { recursive: true });
  const temporary = join(folder, `.tmp-${process.pid}-${Date.now()}`);
  try {
    cpSync(dist, temporary, { recursive: true });
    writeFileSync(join(temporary, RELEASE_JSON), `${JSON.stringify(info, null, 2)}\n`);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    // Someone released the same build between our check and the rename.
    if (existsSync(target)) return alreadyThere(target, version, hash);
    throw error;
  }
  console.log(`Released ${remote.folder} ${version} → ${target}
  npm run promote -- ${remote.name} ${version}`);
}

function alreadyThere(target, version, hash) {
  const existing = JSON.parse(readFileSync(join(target, RELEASE_JSON), 'utf8'));
  if (existing.contentHash !== hash) {
    throw new UserError(
      `${target} exists with other content (hash ${existing.contentHash}); refusing to overwrite it`,
    );
  }
  console.log(
    `${version} is already released (same content, created ${existing.createdAt}); nothing written.`,
  );
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
