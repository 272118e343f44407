// A catalog (src/messages/<language>.json, ICU MessageFormat: what translators' tools read and
// write) compiled ahead of time into a module of plain functions, one per message (a string for a
// message with no placeholder). The page then
// runs those functions with @messageformat/runtime's plural and number helpers (under 1 KB gzip)
// instead of parsing ICU in the browser (docs/architecture.md §11). The rspack loader and the
// jest transform both compile through here, so tests run the same messages as the page.
const { basename } = require('node:path');
const MessageFormat = require('@messageformat/core');
const compileModule = require('@messageformat/core/compile-module.js');

/** The catalog's language, from its file name: 'es.json' → 'es'. */
function catalogLanguage(file) {
  const language = basename(file, '.json');
  if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(language)) {
    throw new Error(`${file}: a catalog is named after its language (en.json, es.json)`);
  }
  return language;
}

// What shared/src/i18n/message-runtime.ts re-exports: imports of only these names are taken from it.
const SHARED_RUNTIME = {
  '@messageformat/runtime': new Set(['number', 'plural', 'select']),
  '@messageformat/runtime/lib/cardinals': new Set(['en', 'es']),
};
const IMPORT = /^import \{ ([^}]+) \} from "([^"]+)";$/gm;
// A message without placeholders compiles to `() => "text"`: kept as the string itself, a few
// bytes less per message in every file a page loads (the catalog reads either).
const CONSTANT = /^(\s+.+?: )\(\) => ("(?:[^"\\]|\\.)*")(,?)$/gm;

/** ES module source whose default export maps each key to its compiled message. */
function compileCatalog(source, file) {
  const messages = JSON.parse(source);
  const code = compileModule(new MessageFormat(catalogLanguage(file)), messages).replace(CONSTANT, '$1$2$3');
  return code.replace(IMPORT, (line, names, from) => {
    const shared = SHARED_RUNTIME[from];
    const all = names.split(',').map((name) => name.trim());
    return shared && all.every((name) => shared.has(name))
      ? `import { ${names} } from "@journeys/shared/message-runtime";`
      : line;
  });
}

module.exports = { catalogLanguage, compileCatalog };
