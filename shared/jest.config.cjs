// Node by default; DOM tests opt in with a `@jest-environment jsdom` docblock.
module.exports = require('./jest/config.cjs')({ testEnvironment: 'node' });
