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
  transformIgnorePatterns: ['/node_modules/(?!@journeys/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  testTimeout: 30000,
};
