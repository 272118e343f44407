// `npm run contract -w <remote folder>`: type-checks the remote's exposed modules against their
// contracts in @journeys/shared/contracts (docs/releasing.md §3), as `npm run release` does.
// Without `--with-workspace` it also runs the language check of the remote's catalogs
// (catalog-check.mjs, docs/architecture.md §11).
// `--with-workspace` (a remote's `npm run typecheck`): the whole workspace and its contracts in one
// tsc program, so nothing is type-checked twice (docs/ci.md §3).
import { basename } from 'node:path';
import { checkCatalogs } from './catalog-check.mjs';
import { checkContracts } from './contract-type-test.mjs';
import { findRemote, UserError } from './paths.mjs';

const withWorkspace = process.argv.includes('--with-workspace');
try {
  const remote = findRemote(basename(process.cwd()));
  const { checked } = checkContracts({ name: remote.name, dir: process.cwd(), withWorkspace });
  const what = withWorkspace ? 'type-checked; ' : '';
  console.log(`${remote.folder}: ${what}${checked.join(', ')} satisfy their contracts`);
  if (!withWorkspace) {
    const { languages, keys, problems } = checkCatalogs(process.cwd());
    if (problems.length > 0) {
      throw new UserError(`its catalogs are incomplete:\n  ${problems.join('\n  ')}`);
    }
    console.log(`${remote.folder}: ${keys} messages in ${languages.join(', ')}`);
  }
} catch (error) {
  if (!(error instanceof UserError)) throw error;
  console.error(`${withWorkspace ? 'typecheck' : 'contract'}: ${error.message}`);
  process.exit(1);
}
