// e2e/turbo.json, written from the module map: the browser tests load every module's build, an
// edge the task runner cannot see from package.json (docs/ci.md §1). `npm run new:remote` and
// `remove:remote` rewrite it; scripts/ci/plan.test.mjs fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const E2E_TURBO_FILE = join(root, 'e2e', 'turbo.json');

/** The text of e2e/turbo.json for these front-end modules (`{ folder }` each, shell included). */
export async function e2eTurboConfig(modules) {
  const builds = modules.map((m) => `@journeys/${m.folder}#build`);
  const config = {
    $schema: '../node_modules/turbo/schema.json',
    extends: ['//'],
    tasks: {
      // The browser tests' site and benches import the web server (its types, too).
      typecheck: { inputs: ['$TURBO_EXTENDS$', '$TURBO_ROOT$/web-server/src/**'] },
      'test:e2e': { dependsOn: builds },
      'bench:sizes': { dependsOn: builds },
      'bench:lighthouse': { dependsOn: builds },
    },
  };
  const options = (await prettier.resolveConfig(E2E_TURBO_FILE)) ?? {};
  return prettier.format(JSON.stringify(config), { ...options, filepath: E2E_TURBO_FILE });
}

export async function writeE2eTurboConfig(modules) {
  const text = await e2eTurboConfig(modules);
  if (readFileSync(E2E_TURBO_FILE, 'utf8') !== text) writeFileSync(E2E_TURBO_FILE, text);
}
