const os = require('node:os');
const path = require('node:path');

// Chakra's theme files are imported through the `chakra-theme/*` alias (ESM); Jest gets their CJS twins.
const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [__dirname] }));
const src = path.join(__dirname, 'src');

/** @type {import('jest').Config} */
module.exports = {
  // Node by default; DOM tests opt in with a `@jest-environment jsdom` docblock.
  testEnvironment: 'node',
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
    '^@haulboard/shared/standalone$': `${src}/federation/standalone.tsx`,
    '^@haulboard/shared/(.*)$': `${src}/$1/index.ts`,
    '^chakra-theme/(.*)\\.js$': `${chakra}/dist/cjs/theme/$1.cjs`,
  },
};
