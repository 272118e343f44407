import { createModuleConfig } from '@journeys/shared/build/rspack-config.mjs';

export default createModuleConfig({
  dir: import.meta.dirname,
  name: 'wizard',
  port: 3002,
  title: 'Surgery Journeys — Wizard (standalone)',
  exposes: {
    './SurgeryWizard': './src/exposes/surgery-wizard.tsx',
    './UpdateWizard': './src/exposes/update-wizard.tsx',
  },
});
