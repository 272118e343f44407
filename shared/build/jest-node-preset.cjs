// Jest preset for the Node workspaces (the API, the web server, the release commands), beside the
// browser modules' jest-preset.cjs: SWC compiles TS and the workspaces' ESM to CommonJS, so jest
// needs no ESM mode.

/**
 * @param {string} moduleDir the workspace's folder; its tests are under test/
 * @param {{ testMatch?: string[], esmDependencies?: string[] }} [options] which files are tests;
 *   ESM-only packages of node_modules to compile like the workspaces' own code
 * @returns {import('jest').Config}
 */
module.exports = function jestNodePreset(
  moduleDir,
  { testMatch = ['**/*.test.{ts,mjs}'], esmDependencies = [] } = {},
) {
  return {
    rootDir: moduleDir,
    testEnvironment: 'node',
    roots: ['<rootDir>/test'],
    testMatch,
    transform: {
      '^.+\\.(t|j|mj)s$': [
        require.resolve('@swc/jest'),
        { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${['@journeys', ...esmDependencies].join('|')})/)`],
    moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
    // Real sockets, databases and child processes on a machine running two suites side by side:
    // the timeout stops a test that hangs, it does not measure speed.
    testTimeout: 30000,
  };
};
