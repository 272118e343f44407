// `npm run check:release -w <remote folder>`: would the build in dist/ pass the promote gate
// against the live shell (docs/releasing.md §3)? Its shared ranges against what the shell's build
// provides, and every exposed module the module map needs. Writes nothing; the contract half is
// `npm run contract` (check-contract.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildProblems, liveShellFeatures, liveShellVersions } from './gate.mjs';
import { findRemote, UserError } from './paths.mjs';
import { sharedRanges } from './shared-ranges.mjs';

function checkBuild(dir) {
  const remote = findRemote(basename(dir));
  const dist = join(dir, 'dist');
  const manifestFile = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new UserError(`no build in ${dist}: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const problems = buildProblems(
    remote,
    dist,
    liveShellVersions(),
    sharedRanges(manifest, pkg),
    liveShellFeatures(),
  );
  if (problems.length > 0) {
    throw new UserError(`the build of ${remote.folder} would be refused:\n  ${problems.join('\n  ')}`);
  }
  console.log(`${remote.folder}: its build passes the promote gate against the live shell`);
}

try {
  checkBuild(process.cwd());
} catch (error) {
  if (!(error instanceof UserError)) throw error;
  console.error(`check:release: ${error.message}`);
  process.exit(1);
}
