// Every package's Jest tests in one run (the root `pnpm test`): one pool of workers for all of
// them, instead of ten runs one after another that each start up, and wait on their slowest file,
// alone. Each package's own jest.config.cjs is its project here, unchanged, and is what
// `pnpm --filter <package> test` runs.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const remotes = fs
  .readdirSync(path.join(__dirname, 'remotes'))
  .filter((name) => fs.existsSync(path.join(__dirname, 'remotes', name, 'jest.config.cjs')))
  .map((name) => `remotes/${name}`);
const packages = ['shared', 'host', ...remotes, 'server', 'scripts'].map((dir) => ({ dir, config: require(path.join(__dirname, dir, 'jest.config.cjs')) }));

/** @type {import('jest').Config} */
module.exports = {
  projects: packages.map(({ dir, config }) => {
    const project = { ...config, rootDir: path.join(__dirname, dir), displayName: dir };
    delete project.maxWorkers; // Jest warns about it in a project: it is set for the run below.
    return project;
  }),
  // Under projects both are run-wide and a project's own is ignored: the longest of the packages'
  // timeouts (the server's, for suites that start processes and PostgreSQL)...
  testTimeout: Math.max(...packages.map(({ config }) => config.testTimeout ?? 5_000)),
  // ...and one worker more than the cores: files wait on PostgreSQL, on the processes they start
  // and on timers (two workers kept the cores 84% busy). On this 2-core machine three took 295 s
  // against two's 313 s for the same run (2026-11-28).
  maxWorkers: os.availableParallelism() + 1,
  // The longest files first even without a cache (CI): see the file.
  testSequencer: path.join(__dirname, 'jest-sequencer.cjs'),
};
