/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // swc compiles TS (and the workspace's ESM) to CommonJS so jest needs no ESM mode.
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // ESM-only dependencies (content-disposition via @fastify/static, thumbhash) are compiled like our own code.
  transformIgnorePatterns: [
    '/node_modules/(?!(@journeys|content-disposition|cookie|set-cookie-parser|thumbhash)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  testTimeout: 30000,
  // Migrated template databases, copied per test file (test/helpers/database-templates.ts).
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
};
