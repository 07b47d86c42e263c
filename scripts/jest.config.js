// Tests of the repository's own scripts (toolchain, start, build), run by `npm test` with the workspaces'.
module.exports = {
  displayName: 'scripts',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.mjs'],
  transform: { '^.+\\.mjs$': ['@swc/jest'] },
};
