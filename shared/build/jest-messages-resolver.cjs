// Jest resolver for src/messages/<language>.json. Jest parses every `.json` module as data, so a
// transform cannot turn a catalog into code; this resolver hands jest the compiled catalog instead
// (shared/build/messages-compile.cjs, the same compile as the page's), written as CommonJS under
// node_modules/.cache, where its `@messageformat/runtime` import resolves. Named by a hash of the
// catalog's text and of the compiler, so an edited catalog is compiled again.
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, writeFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');
const { compileCatalog } = require('./messages-compile.cjs');

const CATALOG = /[\\/]messages[\\/][a-z]{2}(-[A-Z]{2})?\.json$/;
// A change to the compile compiles every catalog again.
const compiler = readFileSync(join(__dirname, 'messages-compile.cjs'), 'utf8');
const cacheDir = join(__dirname, '..', '..', 'node_modules', '.cache', 'journeys-messages');

function compiledCatalogFile(file) {
  const source = readFileSync(file, 'utf8');
  const hash = createHash('sha256')
    .update(compiler)
    .update(file)
    .update('\0')
    .update(source)
    .digest('hex')
    .slice(0, 16);
  const target = join(cacheDir, `${hash}.cjs`);
  if (!existsSync(target)) {
    const { code } = transformSync(compileCatalog(source, file), {
      filename: `${hash}.js`,
      jsc: { target: 'es2022' },
      module: { type: 'commonjs' },
    });
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(target, code);
  }
  return target;
}

module.exports = function resolveCatalogs(request, options) {
  const resolved = options.defaultResolver(request, options);
  return CATALOG.test(resolved) ? compiledCatalogFile(resolved) : resolved;
};
