// `npm run build -w api [-- --outdir DIR]`: the API server and its command-line tools as plain
// JavaScript in api/dist, so production runs `node dist/server.js` with no TypeScript loader.
// esbuild bundles our sources and @journeys/shared (exported as .ts files, which node cannot load);
// every other package stays an import, resolved from node_modules at run time. Type checking stays
// with `npm run typecheck`: this step only translates, in about a second.
import { existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// Another folder (a test's own build) must sit under api/ too, so the bundle's imports of
// packages resolve from node_modules as they do from dist/.
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = values.outdir ? resolve(values.outdir) : join(apiDir, 'dist');
const manifest = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8'));
const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
const BUNDLED = '@journeys/shared';
// Development tools that run from source only (they need devDependencies).
const SOURCE_ONLY_CLIS = new Set(['lint-openapi.ts']);

const cliEntries = readdirSync(join(apiDir, 'src', 'cli'))
  .filter((file) => file.endsWith('.ts') && !SOURCE_ONLY_CLIS.has(file))
  .map((file) => ({ in: join('src', 'cli', file), out: join('cli', file.slice(0, -3)) }));

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

// A package left external must be a production dependency of the API, or an install without
// devDependencies (a container image) would start and then fail at its first import.
const undeclared = new Set();
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = packageName(args.path);
      if (name === BUNDLED) return undefined;
      if (args.path.startsWith('node:') || builtinModules.includes(name)) return { external: true };
      if (!dependencies.has(name)) undeclared.add(`${name} (imported by ${args.importer})`);
      return { external: true };
    });
  },
};

const started = performance.now();
// Built beside and swapped in at the end: an instance (re)started during a build finds the whole
// previous build or the whole new one, never a half-written or missing dist/.
const next = `${outdir}.next`;
const previous = `${outdir}.previous`;
rmSync(next, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: [{ in: join('src', 'server.ts'), out: 'server' }, ...cliEntries],
  outdir: next,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Chunks shared by the entry points, so the server and the CLIs load one copy of each module.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  plugins: [externalPackages],
});
if (undeclared.size > 0) {
  rmSync(next, { recursive: true, force: true });
  console.error(`Not in api/package.json "dependencies":\n  ${[...undeclared].join('\n  ')}`);
  process.exit(1);
}
rmSync(previous, { recursive: true, force: true });
if (existsSync(outdir)) renameSync(outdir, previous);
renameSync(next, outdir);
rmSync(previous, { recursive: true, force: true });
console.info(
  `Built ${relative(process.cwd(), join(outdir, 'server.js'))} and ${cliEntries.length} command-line tools in ${Math.round(performance.now() - started)} ms.`,
);
