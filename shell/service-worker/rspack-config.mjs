// The service worker's build: one unhashed file, `sw.js`, beside the shell's files. Its address
// must not change (a browser knows its worker by it), so the file is always revalidated
// (web-server/src/static-server.mjs NEVER_CACHED). Built after the shell, whose output.clean would
// otherwise remove it.
import { join } from 'node:path';
import { rspack } from '@rspack/core';

/** @param {{ outDir: string, dependsOn: string }} options */
export function serviceWorkerConfig({ outDir, dependsOn }) {
  return {
    name: 'service-worker',
    dependencies: [dependsOn],
    context: import.meta.dirname,
    mode: 'production',
    target: 'webworker',
    devtool: 'source-map',
    entry: { sw: join(import.meta.dirname, 'sw.ts') },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    output: { path: outDir, filename: '[name].js', clean: false, uniqueName: 'journeys_service_worker' },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
