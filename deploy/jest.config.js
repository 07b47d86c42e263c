// Tests of the deployment files' tools (the nginx configuration's writer), run by `npm test`.
module.exports = {
  displayName: 'deploy',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.mjs'],
  transform: { '^.+\\.mjs$': ['@swc/jest'] },
};
