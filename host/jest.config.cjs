module.exports = require('@haulboard/shared/jest-config')({
  moduleNameMapper: {
    // The federation runtime needs a webpack/rspack build around it; tests drive a double.
    '^@module-federation/enhanced/runtime$': '<rootDir>/test/federation-runtime.ts',
  },
});
