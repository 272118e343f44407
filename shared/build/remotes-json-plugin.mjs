// The shell's remotes.json for local builds (`npm run dev`, `npm start`, the browser tests),
// generated from the module map: every remote on its own localhost port. A deployment replaces
// dist/remotes.json with its own URLs (docs/architecture.md §3); nothing else changes.
import { rspack } from '@rspack/core';
import { localRemotesConfig } from '../src/contracts/module-map.mjs';

const NAME = 'LocalRemotesJsonPlugin';

export class LocalRemotesJsonPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(localRemotesConfig(), null, 2)}\n`;
          compilation.emitAsset('remotes.json', new rspack.sources.RawSource(json));
        },
      );
    });
  }
}
