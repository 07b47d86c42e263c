// Tests of the shared webpack configuration's run-time pieces (tools/webpack), run by `npm test` with the workspaces'.
module.exports = {
  displayName: 'webpack-tools',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.mjs'],
  transform: { '^.+\\.mjs$': ['@swc/jest'] },
};
