import { createModuleConfig } from '@journeys/shared/build/rspack-config.mjs';

export default createModuleConfig({
  dir: import.meta.dirname,
  name: 'feed',
  port: 3001,
  title: 'Surgery Journeys — Feed (standalone)',
  exposes: {
    './Feed': './src/exposes/feed.tsx',
  },
});
