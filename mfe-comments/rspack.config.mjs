import { createModuleConfig } from '@journeys/shared/build/rspack-config.mjs';

export default createModuleConfig({
  dir: import.meta.dirname,
  name: 'comments',
  port: 3003,
  title: 'Surgery Journeys — Comments (standalone)',
  exposes: {
    './Comments': './src/exposes/comments.tsx',
  },
});
