import { createModuleConfig } from '@journeys/shared/build/rspack-config.mjs';
import { LocalRemotesJsonPlugin } from '@journeys/shared/build/remotes-json-plugin.mjs';

// Name, port and page title come from the module map (docs/architecture.md §2).
const shellConfig = createModuleConfig({
  dir: import.meta.dirname,
  runtimePlugins: [new URL('./src/remotes/remote-fallback-plugin.ts', import.meta.url).pathname],
});

export default (env, argv) => {
  const config = shellConfig(env, argv);
  config.plugins.push(new LocalRemotesJsonPlugin());
  return config;
};
