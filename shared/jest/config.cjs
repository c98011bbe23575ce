// The one Jest config of the web packages (shared, host, every remote): the same transform,
// the same view of @haulboard/shared, the same jsdom polyfills. Each package calls it.
const os = require('node:os');
const path = require('node:path');

const shared = path.join(__dirname, '..');
const src = path.join(shared, 'src');
// Chakra's theme files are imported through the `chakra-theme/*` alias (ESM); Jest gets their CJS twins.
const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [shared] }));
// Emotion's StyleSheet, the one Chakra writes its rules through (Chakra, @emotion/react, @emotion/cache,
// @emotion/sheet): setup.ts keeps those rules out of jsdom.
const packageDir = (name, from) => path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));
const emotionSheet = require.resolve('@emotion/sheet', { paths: [packageDir('@emotion/cache', packageDir('@emotion/react', chakra))] });

/**
 * @param {{ testEnvironment?: 'jsdom' | 'node', moduleNameMapper?: Record<string, string> }} [options]
 * @returns {import('jest').Config}
 */
module.exports = function webJestConfig(options = {}) {
  return {
    testEnvironment: options.testEnvironment ?? 'jsdom',
    roots: ['<rootDir>/src'],
    setupFiles: [path.join(__dirname, 'setup.ts')],
    globals: { HAULBOARD_EMOTION_SHEET: emotionSheet },
    setupFilesAfterEnv: [path.join(__dirname, 'after-env.ts')],
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
    // d3's packages (the charts' scales) ship ES modules only: transformed like the sources.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(d3-[a-z-]+|internmap)[@/])'],
    moduleNameMapper: {
      ...options.moduleNameMapper,
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      // The shared package is TypeScript source, consumed through its exports map.
      '^@haulboard/shared/standalone$': `${src}/federation/standalone.tsx`,
      '^@haulboard/shared/(.*)$': `${src}/$1/index.ts`,
      '^chakra-theme/(.*)\\.js$': `${chakra}/dist/cjs/theme/$1.cjs`,
    },
  };
};
