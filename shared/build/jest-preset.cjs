// Jest preset for the browser modules: jsdom, SWC for TS/TSX, CSS modules as identity maps.
const path = require('node:path');

module.exports = function jestPreset(moduleDir) {
  return {
    rootDir: moduleDir,
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages in node_modules are transformed too (thumbhash: @journeys/shared/photos).
    transformIgnorePatterns: ['/node_modules/(?!(@journeys|thumbhash)/)'],
    // Catalogs (src/messages/<language>.json) load compiled, as on the page.
    resolver: path.join(__dirname, 'jest-messages-resolver.cjs'),
    moduleNameMapper: {
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': path.join(__dirname, 'jest-empty-module.cjs'),
      '\\.(svg|png|jpe?g|webp)$': path.join(__dirname, 'jest-empty-module.cjs'),
    },
    setupFiles: [path.join(__dirname, 'jest-setup-env.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-dom.cjs')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    clearMocks: true,
    // A whole flow (a seven-step wizard) on a machine running two suites side by side: the
    // timeout stops a test that hangs, it does not measure speed.
    testTimeout: 20000,
  };
};
