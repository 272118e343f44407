// The same source builds the same bytes wherever the repository is checked out, so one commit gets
// one release version (docs/releasing.md §2). Three things in Rspack's output depended on the
// folder:
// - module ids: 'deterministic' hashes a module's name, and the names of Module Federation's
//   shared modules hold the absolute path of their fallback ("consume shared module (default)
//   react@^19.2.0 (strict) (fallback: /home/ana/journeys/node_modules/react/index.js)"). This
//   plugin assigns every id itself, as 'deterministic' does (a hash of the name in a range of about
//   20 ids per module, a salt on collision), from names with the folder replaced by '<repo>';
// - chunk ids, hashed from the same names: the config uses 'natural' ids, which follow the module
//   ids above (a plugin cannot set chunk ids);
// - the federation runtime's source in two source maps, and the order of mf-manifest.json's
//   entries: rewritten below once every other step has run. mf-stats.json is not written at all:
//   nothing reads it, and its `usedIn` names one importer of a shared module, which one depending
//   on the folder.
import { rspack } from '@rspack/core';
import { assignIds, portableName, portableSourceMap, sha256Hex, sortedManifest } from './portable-ids.mjs';

const NAME = 'ReproducibleBuildPlugin';
const MANIFEST = 'mf-manifest.json';
const STATS = 'mf-stats.json';

// Rspack hands beforeModuleIds a proxy whose `identifier` is a string; a concatenated module's
// inner modules are plain Module objects with the method.
const identifierOf = (module) =>
  typeof module.identifier === 'function' ? module.identifier() : module.identifier;

/**
 * A module's portable name. A concatenated module's identifier ends in a hash of its inner
 * modules' identifiers, absolute paths and all; that part is rebuilt from their portable names.
 */
function nameOf(module, root) {
  const identifier = identifierOf(module);
  const inner = module.modules;
  if (!Array.isArray(inner) || inner.length === 0) return portableName(identifier, root);
  const parts = inner.map((m) => portableName(identifierOf(m), root)).sort();
  const digest = sha256Hex(parts.join('\n')).slice(0, 16);
  return `${portableName(identifier.replace(/\|[0-9a-f]+$/, ''), root)}|${digest}`;
}

export class ReproducibleBuildPlugin {
  /** @param {{ root: string }} options the repository's folder */
  constructor({ root }) {
    this.root = root;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(NAME, (modules) => {
        const list = [...modules];
        const names = list.map((module) => nameOf(module, this.root));
        const ids = assignIds(names);
        list.forEach((module, i) => {
          module.id = ids.get(names[i]);
        });
      });

      // After every other step has written them; no file name holds their hash, so none changes.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        (assets) => {
          if (assets[STATS]) compilation.deleteAsset(STATS);
          for (const file of Object.keys(assets)) {
            const rewrite =
              file === MANIFEST
                ? sortedManifest
                : file.endsWith('.map')
                  ? (text) => portableSourceMap(text, this.root)
                  : null;
            if (!rewrite) continue;
            const before = assets[file].source().toString();
            const after = rewrite(before);
            if (after !== before) compilation.updateAsset(file, new rspack.sources.RawSource(after));
          }
        },
      );
    });
  }
}
