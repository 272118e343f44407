// `npm run contract -w <remote folder>`: type-checks the remote's exposed modules against their
// contracts in @journeys/shared/contracts (docs/releasing.md §3), as `npm run release` does.
import { basename } from 'node:path';
import { checkContracts } from './contract-check.mjs';
import { findRemote, UserError } from './paths.mjs';

try {
  const remote = findRemote(basename(process.cwd()));
  const { checked } = checkContracts({ name: remote.name, dir: process.cwd() });
  console.log(`${remote.folder}: ${checked.join(', ')} satisfy their contracts`);
} catch (error) {
  if (!(error instanceof UserError)) throw error;
  console.error(`contract: ${error.message}`);
  process.exit(1);
}
