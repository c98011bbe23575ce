module.exports = require('@haulboard/shared/jest-config')({
  moduleNameMapper: {
    // virtua draws only what fits its measured viewport, and jsdom measures 0: no row at all. Tests get a plain list.
    '^virtua$': '<rootDir>/test/plain-virtual-list.tsx',
  },
});
