import { createModuleConfig } from '@journeys/shared/build/rspack-config.mjs';
import { LocalRemotesJsonPlugin } from '@journeys/shared/build/remotes-json-plugin.mjs';
import { serviceWorkerConfig } from './service-worker/rspack-config.mjs';

// Name, port and page title come from the module map (docs/architecture.md §2).
const shellConfig = createModuleConfig({
  dir: import.meta.dirname,
  runtimePlugins: [new URL('./src/remotes/remote-fallback-plugin.ts', import.meta.url).pathname],
});

export default (env, argv) => {
  const config = shellConfig(env, argv);
  config.plugins.push(new LocalRemotesJsonPlugin());
  // react-query is provided lazily (shared/build/shared-deps.mjs HOST_LAZY: `/` does not load it):
  // one file for it and its wrapper instead of three. Not the member-area chunk: that chunk
  // consumes the shared module, and would wait for itself.
  if (argv.mode === 'production') {
    config.optimization.splitChunks = {
      cacheGroups: {
        reactQuery: {
          test: /[\\/](@tanstack[\\/](react-query|query-core)|shared[\\/]src[\\/]query)[\\/]/,
          name: 'react-query',
          chunks: 'async',
          enforce: true,
        },
      },
    };
  }
  // The service worker runs only on production builds (a dev server's hot reload and a worker's
  // saved copies would fight).
  return argv.mode === 'production'
    ? [config, serviceWorkerConfig({ outDir: config.output.path, dependsOn: config.name })]
    : config;
};
