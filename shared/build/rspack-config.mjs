// One Rspack + Module Federation config factory for the shell and every remote.
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin as ReactRefreshPlugin } from '@rspack/plugin-react-refresh';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleConfigFor } from '../src/contracts/module-map.mjs';
import { axiosWithoutFetchAdapter } from './axios-without-fetch-adapter.mjs';
import { axiosWithoutUnusedParts } from './axios-unused-parts.mjs';
import { ReproducibleBuildPlugin } from './reproducible-build.mjs';
import { FederationHostFilePlugin } from './federation-host.mjs';
import { FederationSetUpPlugin, containerSetupRule } from './federation-set-up.mjs';
import { sharedDependencies } from './shared-deps.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = join(here, '..', '..');

/**
 * Federation name, dev port, exposed modules and page title come from the module map
 * (docs/architecture.md §2), looked up by the module's folder name.
 * @param {object} options
 * @param {string} options.dir the module's folder (import.meta.dirname of its rspack.config)
 * @param {string[]} [options.runtimePlugins]
 */
export function createModuleConfig({ dir, runtimePlugins = [] }) {
  const { name, port, exposes, title } = moduleConfigFor(basename(dir));
  const isRemote = Object.keys(exposes ?? {}).length > 0;
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // `--env outDir=<folder>`: a release builds where nothing serves (docs/releasing.md §2); every
    // other build writes the module's dist/.
    const outDir = typeof env?.outDir === 'string' ? resolve(env.outDir) : join(dir, 'dist');
    // In production the shell provides the federation runtime and every remote uses it
    // (saves ~30 KB gzip per remote on a page); dev servers keep a runtime in each module.
    const externalRuntime = production && isRemote;
    const moduleConfig = {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: {
        // The host page shares React Refresh with the remotes it loads (see that file).
        main: production || isRemote ? './src/index.ts' : [FEDERATED_REACT_REFRESH, './src/index.ts'],
      },
      output: {
        path: outDir,
        // 'auto' lets a remote's chunks load from wherever its remoteEntry.js was served.
        publicPath: 'auto',
        uniqueName: `journeys_${name}`,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // Not in development: the dev server would drop each compile's hot update when the next
        // compile emits, and a page still on the compile before asked for a file that was gone
        // (a save followed by a format-on-save write: two compiles; the page got stuck or reloaded).
        clean: production ? { keep: /federation-runtime\.js/ } : false,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        parser: { 'css/auto': { namedExports: false } },
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: {
                  react: { runtime: 'automatic', development: !production, refresh: !production },
                },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          // Each module's catalogs, compiled to functions (messages-compile.cjs).
          {
            test: /[\\/]messages[\\/][a-z]{2}(-[A-Z]{2})?\.json$/,
            type: 'javascript/auto',
            loader: join(here, 'messages-loader.cjs'),
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(svg|png|jpe?g|webp|ico)$/, type: 'asset/resource' },
          containerSetupRule,
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: join(here, 'index.html'),
          // Every page is served at its origin's root; deep links (/review/1/edit) need absolute URLs.
          publicPath: '/',
          title,
          // The page runs the module's own entry; remoteEntry.js is for hosts, not this page.
          chunks: ['main'],
          templateParameters: { federationRuntime: externalRuntime ? `/${FEDERATION_RUNTIME_FILE}` : '' },
          favicon: join(here, '..', 'src', 'styles', 'logo.svg'),
          minify: production,
        }),
        ...(existsSync(join(dir, 'public'))
          ? [new rspack.CopyRspackPlugin({ patterns: [{ from: join(dir, 'public'), to: outDir }] })]
          : []),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        }),
        // Hot reload keeps component state across edits in `npm run dev`.
        ...(production ? [] : [new ReactRefreshPlugin()]),
        axiosWithoutFetchAdapter(),
        axiosWithoutUnusedParts(),
        ...(production ? [new ReproducibleBuildPlugin({ root: REPO_ROOT })] : []),
        ...(production
          ? [new rspack.NormalModuleReplacementPlugin(FEDERATION_ERROR_DESC, FEDERATION_ERROR_DESCRIPTIONS)]
          : []),
        new EsmFederationRuntimePlugin({ bundlerRuntimeFromHost: externalRuntime }),
        // Production containers share one federation set-up, the shell's (federation-set-up.mjs).
        ...(production ? [new FederationSetUpPlugin({ host: !isRemote })] : []),
        // What the shell hands over and a remote needs of it, for the promote gate (federation-host.mjs).
        ...(production ? [new FederationHostFilePlugin({ host: !isRemote })] : []),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          shared: sharedDependencies(dir, { host: !isRemote }),
          // 'version-first' would fetch every registered remote's remoteEntry.js the first time
          // a shared module is needed after start-up (a lazy chunk, axios on the first request)
          // just to compare versions; 'loaded-first' uses what the page already has.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // Production remotes use the host's bundler runtime (federation-bundler-runtime-*.mjs).
          runtimePlugins:
            production && !isRemote ? [...runtimePlugins, BUNDLER_RUNTIME_PROVIDER] : runtimePlugins,
          experiments: {
            optimization: FEDERATION_OPTIMIZATION,
            externalRuntime,
            provideExternalRuntime: !isRemote,
          },
        }),
      ],
      optimization: {
        // docs/architecture.md §7: a runtimeChunk breaks federation; leave it unset.
        minimize: production,
        // Chunk ids that follow the module ids, not the checkout's folder (reproducible-build.mjs).
        ...(production ? { chunkIds: 'natural' } : {}),
      },
      performance: { hints: false },
      // Rspack's dev server compiles import()ed modules on their first request by default. In the
      // composed page that compile reached the shell's hot-update client as an update without a
      // manifest: a 404, then a full reload just after the page opened.
      lazyCompilation: false,
      // Rspack compiles 5 ms after a change by default. An editor's save empties the file and then
      // writes it; on a busy machine those two came further apart, so one save made two compiles,
      // and a page still asking for the first one's hot update got a 404 and reloaded.
      ...(production ? {} : { watchOptions: { aggregateTimeout: 100 } }),
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Cache-Control': 'no-store',
        },
        allowedHosts: 'all',
        client: { overlay: { warnings: false } },
        static: existsSync(join(dir, 'public')) ? { directory: join(dir, 'public'), watch: true } : false,
      },
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
      ignoreWarnings: [/Conflicting order/],
      name,
    };
    return externalRuntime ? [moduleConfig, standaloneRuntimeConfig(dir, name, outDir)] : moduleConfig;
  };
}

/**
 * Module Federation resolves its runtime with require.resolve, i.e. the CommonJS builds, which
 * the bundler cannot tree-shake: the manifest-snapshot and Node script loaders we disabled stay
 * in every page. Pointing those requests at the packages' ESM builds lets them be dropped.
 */
class EsmFederationRuntimePlugin {
  /** @param {{ bundlerRuntimeFromHost: boolean }} options */
  constructor({ bundlerRuntimeFromHost }) {
    this.bundlerRuntimeFromHost = bundlerRuntimeFromHost;
  }

  apply(compiler) {
    const require = createRequire(import.meta.url);
    const toEsm = (path) => path.replace(/\.cjs$/, '.js');
    // After the federation plugins' own afterPlugins alias patches, so these win.
    compiler.hooks.afterPlugins.tap('EsmFederationRuntimePlugin', () => {
      const alias = { ...compiler.options.resolve.alias };
      for (const [key, target] of Object.entries(alias)) {
        if (key.startsWith('@module-federation/') && typeof target === 'string') alias[key] = toEsm(target);
      }
      for (const pkg of [
        '@module-federation/webpack-bundler-runtime',
        '@module-federation/inject-external-runtime-core-plugin',
      ]) {
        const path = require.resolve(pkg);
        alias[path] = toEsm(path);
      }
      if (this.bundlerRuntimeFromHost) {
        alias[require.resolve('@module-federation/webpack-bundler-runtime')] = BUNDLER_RUNTIME_FROM_HOST;
      }
      compiler.options.resolve.alias = alias;
    });
  }
}

const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';
const FEDERATED_REACT_REFRESH = join(here, 'federated-react-refresh.mjs');
const BUNDLER_RUNTIME_PROVIDER = join(here, 'federation-bundler-runtime-provider.mjs');
const BUNDLER_RUNTIME_FROM_HOST = join(here, 'federation-bundler-runtime-from-host.mjs');
// Module Federation's error sentences, left out of production pages (see that file).
const FEDERATION_ERROR_DESC = /@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/;
const FEDERATION_ERROR_DESCRIPTIONS = join(here, 'federation-error-descriptions.mjs');
// Remotes are registered by remoteEntry.js, so the manifest snapshot code is never needed.
const FEDERATION_OPTIMIZATION = { disableSnapshot: true, target: 'web' };

/** A remote's standalone page loads this before its main entry (see federation-runtime.mjs). */
function standaloneRuntimeConfig(dir, name, outDir) {
  return {
    name: `${name}-federation-runtime`,
    // After the module's own compilation, whose output.clean would otherwise remove this file.
    dependencies: [name],
    context: dir,
    mode: 'production',
    devtool: 'source-map',
    entry: { 'federation-runtime': join(here, 'federation-runtime.mjs') },
    module: { rules: [containerSetupRule] },
    output: { path: outDir, filename: '[name].js', uniqueName: `journeys_${name}_runtime` },
    plugins: [
      new ReproducibleBuildPlugin({ root: REPO_ROOT }),
      new rspack.DefinePlugin({
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: FEDERATION_OPTIMIZATION.disableSnapshot,
        ENV_TARGET: JSON.stringify(FEDERATION_OPTIMIZATION.target),
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
