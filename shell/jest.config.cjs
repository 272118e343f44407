const preset = require('@journeys/shared/build/jest-preset.cjs')(__dirname);
module.exports = {
  ...preset,
  // docs/architecture.md §7: the MF runtime is replaced in jsdom; tests assert what the shell renders around it.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@module-federation/enhanced/runtime$': '<rootDir>/test/mf-runtime-mock.ts',
  },
};
