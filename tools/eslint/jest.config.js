// Tests of the repository's own lint rules (tools/eslint), run by `npm test` with the workspaces'.
module.exports = {
  displayName: 'eslint-rules',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.mjs'],
  transform: { '^.+\\.mjs$': ['@swc/jest'] },
};
