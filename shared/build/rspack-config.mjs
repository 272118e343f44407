// One Rspack + Module Federation config factory for the shell and every remote.
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin as ReactRefreshPlugin } from '@rspack/plugin-react-refresh';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedDependencies } from './shared-deps.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * @param {object} options
 * @param {string} options.dir the module's folder (import.meta.dirname of its rspack.config)
 * @param {string} options.name federation name, e.g. 'feed'
 * @param {number} options.port dev-server port
 * @param {Record<string,string>} [options.exposes] './Feed' → './src/exposes/feed.tsx'
 * @param {string} options.title the standalone page's title
 * @param {string[]} [options.runtimePlugins]
 */
export function createModuleConfig({ dir, name, port, exposes, title, runtimePlugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: join(dir, 'dist'),
        // 'auto' lets a remote's chunks load from wherever its remoteEntry.js was served.
        publicPath: 'auto',
        uniqueName: `journeys_${name}`,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
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
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(svg|png|jpe?g|webp|ico)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: join(here, 'index.html'),
          // Every page is served at its origin's root; deep links (/review/1/edit) need absolute URLs.
          publicPath: '/',
          title,
          favicon: join(here, '..', 'src', 'styles', 'logo.svg'),
          minify: production,
        }),
        ...(existsSync(join(dir, 'public'))
          ? [new rspack.CopyRspackPlugin({ patterns: [{ from: join(dir, 'public'), to: dir + '/dist' }] })]
          : []),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        }),
        // Hot reload keeps component state across edits in `npm run dev`.
        ...(production ? [] : [new ReactRefreshPlugin()]),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          shared: sharedDependencies(dir),
          manifest: true,
          dts: false,
          runtimePlugins,
        }),
      ],
      optimization: {
        // DESIGN §7: a runtimeChunk breaks federation; leave it unset.
        minimize: production,
      },
      performance: { hints: false },
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
  };
}
