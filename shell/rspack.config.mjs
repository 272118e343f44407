import { createModuleConfig } from '@journeys/shared/build/rspack-config.mjs';

export default createModuleConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'Surgery Journeys — track, share, inspire',
  runtimePlugins: [new URL('./src/remotes/remote-fallback-plugin.ts', import.meta.url).pathname],
});
