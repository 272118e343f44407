module.exports = require('@journeys/shared/build/jest-node-preset.cjs')(__dirname);
