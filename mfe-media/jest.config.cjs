const preset = require('@journeys/shared/build/jest-preset.cjs')(__dirname);

// thumbhash ships ES modules only: compiled like our own code.
module.exports = { ...preset, transformIgnorePatterns: ['/node_modules/(?!(@journeys|thumbhash)/)'] };
