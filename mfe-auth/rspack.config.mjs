import { createModuleConfig } from '@journeys/shared/build/rspack-config.mjs';

export default createModuleConfig({
  dir: import.meta.dirname,
  name: 'auth',
  port: 3005,
  title: 'Surgery Journeys — Auth (standalone)',
  exposes: {
    './AuthModals': './src/exposes/auth-modals.tsx',
    './VerifyEmailPage': './src/exposes/verify-email-page.tsx',
  },
});
