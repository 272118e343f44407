// Every production container's entry runs the federation set-up Rspack generates (its
// moduleFederationDefaultRuntime.js, ~1.1 KB gzip of each remoteEntry.js): it reads the
// container's share, consume and exposes tables into its federation instance. The code is the same
// for every container; only the container's webpack require and a few constants differ. So the
// shell bundles it once, as a function (federation-container-setup.mjs), calls it for its own
// container and hands it to the remotes with the bundler runtime (federation-bundler-runtime-provider.mjs);
// a remote's entry calls that function instead of carrying the code. See docs/architecture.md §3.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);
const RSPACK_DIST = dirname(require.resolve('@rspack/core'));
const SETUP_MODULE = join(dirname(fileURLToPath(import.meta.url)), 'federation-container-setup.mjs');

/** The free variables of Rspack's set-up, in the order the set-up function takes them. */
const CONSTANTS = [
  '__module_federation_bundler_runtime__',
  '__module_federation_runtime_plugins__',
  '__module_federation_remote_infos__',
  '__module_federation_container_name__',
  '__module_federation_share_strategy__',
  '__module_federation_share_fallbacks__',
  '__module_federation_library_type__',
];
const REQUIRE_VARIABLE = '__module_federation_runtime_require__';

/** Rspack's set-up as its ModuleFederationPlugin inlines it (Template.getFunctionContent). */
async function rspackSetUpBody() {
  const file = join(RSPACK_DIST, 'moduleFederationDefaultRuntime.js');
  const { default: setUp } = await import(pathToFileURL(file).href);
  const body = rspack.Template.getFunctionContent(setUp);
  // Its only free variables must be the ones the function takes.
  const declared = /^var ([\w$,]+);/.exec(readFileSync(file, 'utf8'))?.[1].split(',') ?? [];
  const expected = [...CONSTANTS].sort().join();
  if ([...declared].sort().join() !== expected || !body.includes(REQUIRE_VARIABLE)) {
    throw new Error("federation-set-up.mjs: Rspack's federation set-up takes other variables now");
  }
  return body;
}

const BODY = await rspackSetUpBody();

/** The source of federation-container-setup.mjs (federation-container-setup-loader.cjs). */
export function containerSetupSource() {
  return `export default function setupContainer(${[REQUIRE_VARIABLE, ...CONSTANTS].join(', ')}) {\n${BODY}\n}\n`;
}

const MARK = 'data:text/javascript,';
const call = (fn) => `${fn}(__webpack_require__, ${CONSTANTS.join(', ')})`;

/**
 * Rewrites the entry request Rspack's ModuleFederationPlugin adds (`<loader>!=!data:text/javascript,
 * <imports and constants>;<set-up>`): the set-up becomes a call, to the bundled function in the
 * shell and to the shell's in a remote. Throws if the request is not the one expected, so an
 * upgrade of Rspack that changes it fails the build instead of shipping a page that does not start.
 * @param {string} request
 * @param {{ host: boolean }} options
 */
export function rewriteSetUpRequest(request, { host }) {
  const at = request.indexOf(MARK);
  const source = decodeURIComponent(request.slice(at + MARK.length));
  const inlined = BODY.replace(REQUIRE_VARIABLE, '__webpack_require__');
  if (!source.endsWith(inlined)) {
    throw new Error("federation-set-up.mjs: Rspack's federation entry is not the set-up it knows");
  }
  const head = source.slice(0, source.length - inlined.length);
  const replaced = host
    ? `${head}import __journeys_setup_container__ from ${JSON.stringify(SETUP_MODULE)};${call('__journeys_setup_container__')}`
    : `${head}${call('globalThis.__JOURNEYS_FEDERATION_BUNDLER_RUNTIME__.setupContainer')}`;
  return `${request.slice(0, at + MARK.length)}${encodeURIComponent(replaced)}`;
}

const REWRITTEN = /__journeys_setup_container__|\.setupContainer\(/;
export const isSetUpRequest = (request) =>
  request.includes(`${MARK}import%20__module_federation_bundler_runtime__`);

/** The loader rule that writes federation-container-setup.mjs. */
export const containerSetupRule = {
  test: /[\\/]federation-container-setup\.mjs$/,
  loader: join(dirname(SETUP_MODULE), 'federation-container-setup-loader.cjs'),
};

/** Applies the rewrite to a production container (the shell: host; a remote: not). */
export class FederationSetUpPlugin {
  /** @param {{ host: boolean }} options */
  constructor({ host }) {
    this.host = host;
  }

  apply(compiler) {
    let rewritten = 0;
    compiler.hooks.normalModuleFactory.tap('FederationSetUpPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('FederationSetUpPlugin', (data) => {
        if (!isSetUpRequest(data.request) || REWRITTEN.test(data.request)) return;
        data.request = rewriteSetUpRequest(data.request, { host: this.host });
        rewritten += 1;
      });
    });
    // An entry that was not rewritten would still work, but carry the set-up again: say so.
    compiler.hooks.afterCompile.tap('FederationSetUpPlugin', (compilation) => {
      if (rewritten === 0) {
        compilation.errors.push(
          new rspack.WebpackError('FederationSetUpPlugin: found no federation set-up entry to rewrite'),
        );
      }
    });
  }
}
