module.exports = require('@journeys/shared/build/jest-preset.cjs')(__dirname);
