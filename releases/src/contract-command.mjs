// `npm run contract -w <remote folder>`: type-checks the remote's exposed modules against their
// contracts in @journeys/shared/contracts (docs/releasing.md §3), as `npm run release` does.
// `--with-workspace` (a remote's `npm run typecheck`): the whole workspace and its contracts in one
// tsc program, so nothing is type-checked twice (docs/ci.md §3).
import { basename } from 'node:path';
import { checkContracts } from './contract-type-test.mjs';
import { findRemote, UserError } from './paths.mjs';

const withWorkspace = process.argv.includes('--with-workspace');
try {
  const remote = findRemote(basename(process.cwd()));
  const { checked } = checkContracts({ name: remote.name, dir: process.cwd(), withWorkspace });
  const what = withWorkspace ? 'type-checked; ' : '';
  console.log(`${remote.folder}: ${what}${checked.join(', ')} satisfy their contracts`);
} catch (error) {
  if (!(error instanceof UserError)) throw error;
  console.error(`${withWorkspace ? 'typecheck' : 'contract'}: ${error.message}`);
  process.exit(1);
}
