const os = require('node:os');
const path = require('node:path');

const shared = path.join(__dirname, '../shared');
// Chakra's theme files are imported through the `chakra-theme/*` alias (ESM); Jest gets their CJS twins.
const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [shared] }));

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/jest.setup.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.after-env.ts'],
  // Chakra is ~1,900 modules: the first render of a file is slow when the machine is busy.
  testTimeout: 20_000,
  // Loading Chakra dominates each DOM test file; two workers overlap it even on a 2-core machine.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleNameMapper: {
    // The shared package is TypeScript source, consumed through its exports map.
    '^@haulboard/shared/standalone$': `${shared}/src/federation/standalone.tsx`,
    '^@haulboard/shared/(.*)$': `${shared}/src/$1/index.ts`,
    '^chakra-theme/(.*)\\.js$': `${chakra}/dist/cjs/theme/$1.cjs`,
    // The federation runtime needs a webpack/rspack build around it; tests drive a double.
    '^@module-federation/enhanced/runtime$': '<rootDir>/test/federation-runtime.ts',
  },
};
