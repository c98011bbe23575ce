// The repository's scripts (scaffold, build checks): plain Node, run as the user runs them, so
// their tests are CommonJS that start the script in a child process, with no transform.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  transform: {},
};
