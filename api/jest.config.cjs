/** @type {import('jest').Config} */
module.exports = {
  ...require('@journeys/shared/build/jest-node-preset.cjs')(__dirname, {
    testMatch: ['**/*.test.ts'],
    // ESM-only dependencies (content-disposition via @fastify/static, thumbhash).
    esmDependencies: ['content-disposition', 'cookie', 'set-cookie-parser', 'thumbhash'],
  }),
  // Migrated template databases, copied per test file (test/helpers/database-templates.ts).
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
};
