// The Module Federation `shared` map for every module (DESIGN §3), built in one place so no
// module can forget a key. Keys ending in '/' share deep imports (react/jsx-runtime,
// react-dom/client, @journeys/shared/api …); without them those load twice.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const sharedPkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));

// react-router is deliberately absent: modules reach it through @journeys/shared/router, a
// singleton that re-exports only what we use, so it is tree-shaken instead of shared whole.
const SINGLETONS = ['react', 'react-dom', 'zustand', 'axios', '@radix-ui/react-dialog'];

function installedVersion(name, fromDir) {
  const require = createRequire(join(fromDir, 'package.json'));
  let dir = dirname(require.resolve(name));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (pkg.name === name) return pkg.version;
    } catch {
      // keep walking up to the package root
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the installed version of ${name}`);
    dir = parent;
  }
}

// What the host's first render needs. The host bundles these into its entry (`eager`) instead of
// fetching each as its own chunk after the entry runs: over HTTP/1.1 and on slow networks those
// ~20 requests queued behind one another. With 'loaded-first' the host's copies are the ones every
// remote uses anyway. axios and the dialog stay lazy: the landing page does not need them.
const HOST_EAGER = new Set(['react', 'react-dom', 'zustand']);

/**
 * @param {string} moduleDir the workspace folder whose package.json states the ranges
 * @param {{ host?: boolean }} [options] the host (shell) bundles its first-render singletons eagerly
 */
export function sharedDependencies(moduleDir, { host = false } = {}) {
  const pkg = JSON.parse(readFileSync(join(moduleDir, 'package.json'), 'utf8'));
  const ranges = { ...sharedPkg.dependencies, ...sharedPkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const entry = {
      singleton: true,
      eager: host && HOST_EAGER.has(name),
      requiredVersion: ranges[name] ?? `^${installedVersion(name, moduleDir)}`,
      version: installedVersion(name, moduleDir),
    };
    shared[name] = entry;
    shared[`${name}/`] = entry;
  }
  const own = {
    singleton: true,
    eager: host,
    requiredVersion: `^${sharedPkg.version}`,
    version: sharedPkg.version,
  };
  shared['@journeys/shared/'] = own;
  return shared;
}
