/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.{ts,mjs}'],
  // swc compiles TS and the sources' ESM to CommonJS, so jest needs no ESM mode.
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@journeys)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // Real sockets and child processes on a machine running two suites side by side: the timeout
  // stops a test that hangs, it does not measure speed.
  testTimeout: 30000,
};
