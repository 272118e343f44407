// Which files of the repository each workspace reaches through its imports, read from the source
// text (no bundler, no TypeScript program: planning must take a second, not a minute). Used to
// tell which workspaces a change under shared/ or scripts/ affects (docs/ci.md §2).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SOURCE = /\.(?:[cm]?[jt]sx?|d\.mts)$/;
// import … from '…', export … from '…', import '…', import('…'), require('…'), jest.mock('…').
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bmock\s*\(\s*|\brequireActual\s*\(\s*)['"]([^'"\n]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.d.mts', '.json'];
const INDEXES = ['index.ts', 'index.tsx', 'index.mjs', 'index.js'];

/** The specifiers a source file imports. */
export function importsOf(text) {
  return [...text.matchAll(SPECIFIER)].map((m) => m[1]);
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();

function resolveFile(base) {
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  for (const index of INDEXES) if (isFile(join(base, index))) return join(base, index);
  return null;
}

/** `@journeys/shared/<entry>` → the file its package.json exports map names. */
function sharedExport(root, exportsMap, specifier) {
  const entry = `.${specifier.slice('@journeys/shared'.length)}`;
  if (exportsMap[entry]) return resolveFile(join(root, 'shared', exportsMap[entry]));
  for (const [key, target] of Object.entries(exportsMap)) {
    if (!key.endsWith('*') || !entry.startsWith(key.slice(0, -1))) continue;
    const rest = entry.slice(key.length - 1);
    return resolveFile(join(root, 'shared', target.replace('*', rest)));
  }
  return null;
}

/**
 * Builds a resolver over the repository at `root`: `reach(files)` is every repository file (paths
 * relative to root) that the given files import, directly or through others.
 */
export function importGraph(root) {
  const exportsMap = JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8')).exports;
  const edges = new Map();

  function importsOfFile(file) {
    if (edges.has(file)) return edges.get(file);
    const found = [];
    edges.set(file, found);
    if (!SOURCE.test(file)) return found;
    const absolute = join(root, file);
    if (!isFile(absolute)) return found;
    for (const specifier of importsOf(readFileSync(absolute, 'utf8'))) {
      let target = null;
      if (specifier.startsWith('.')) target = resolveFile(join(dirname(absolute), specifier));
      else if (specifier === '@journeys/shared' || specifier.startsWith('@journeys/shared/'))
        target = sharedExport(root, exportsMap, specifier);
      if (target) found.push(relative(root, target));
    }
    return found;
  }

  return {
    reach(files) {
      const seen = new Set();
      const queue = [...files];
      while (queue.length > 0) {
        const file = queue.pop();
        for (const next of importsOfFile(file)) {
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
      return seen;
    },
  };
}
