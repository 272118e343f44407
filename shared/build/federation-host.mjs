// What a production remote needs from the shell that loads it besides shared libraries: the
// federation code the shell hands over (docs/architecture.md §3). Every production build writes
// federation-host.json, the shell's saying what it provides, a remote's what it needs; the promote
// gate refuses a release that needs something the live shell's build does not provide
// (docs/releasing.md §3). Plain JavaScript without Rspack imports: the gate reads it too.

export const FEDERATION_HOST_FILE = 'federation-host.json';

/**
 * What the shell hands to remotes, one name per shape: a change of what it hands over takes a new
 * name, so a remote built for it is refused by a shell built before. 'bundler-runtime':
 * federation-bundler-runtime-provider.mjs; 'container-set-up': federation-set-up.mjs.
 */
export const FEDERATION_HOST_FEATURES = /** @type {const} */ (['bundler-runtime', 'container-set-up']);

/** The file's content for the shell (`provides`) or a remote (`needs`). */
export function federationHostJson({ host }) {
  const features = [...FEDERATION_HOST_FEATURES];
  return `${JSON.stringify(host ? { provides: features } : { needs: features }, null, 2)}\n`;
}

/** Emits federation-host.json into a production build. */
export class FederationHostFilePlugin {
  /** @param {{ host: boolean }} options */
  constructor({ host }) {
    this.host = host;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('FederationHostFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FederationHostFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            FEDERATION_HOST_FILE,
            new sources.RawSource(federationHostJson({ host: this.host })),
          );
        },
      );
    });
  }
}
