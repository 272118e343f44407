// The language check over every module's words, the ones no remote's `contract` task covers
// included: the shell's, the shared package's, the API's and the HTML server's
// (docs/architecture.md §11).
import { join } from 'node:path';
import { LANGUAGES } from '@journeys/shared/languages';
import { REMOTE_MAP, REMOTE_NAMES } from '@journeys/shared/module-map';
import { checkCatalogs } from '../src/catalog-check.mjs';
import { repoRoot } from '../src/paths.mjs';

const MODULES = [
  ...REMOTE_NAMES.map((name) => REMOTE_MAP[name].folder),
  'shell',
  'shared',
  'api',
  'web-server',
];

describe("every module's catalogs", () => {
  it.each(MODULES)('%s has every message in every language, with the same placeholders', (folder) => {
    const { languages, keys, problems } = checkCatalogs(join(repoRoot, folder));
    expect(problems).toEqual([]);
    expect(languages).toEqual(LANGUAGES);
    expect(keys).toBeGreaterThan(0);
  });
});
