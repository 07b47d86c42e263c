// Every workspace's unit tests, run together by `npm test` (e2e runs separately with Playwright).
module.exports = {
  // One worker per core (Jest's default leaves one core to itself): on the 2-core CI machine that is 2 workers, about
  // 110 s for the whole suite against 160 s with one.
  maxWorkers: '100%',
  // The API's tests on PostgreSQL (`npm run test:api:pg`): the first test app of each worker migrates and seeds the
  // template database, and every app creates and drops a database, which takes longer than a file in a folder.
  ...(process.env.QS_TEST_DATABASE_URL ? { testTimeout: 20_000 } : {}),
  projects: [
    '<rootDir>/scripts',
    '<rootDir>/deploy',
    '<rootDir>/tools/eslint',
    '<rootDir>/tools/webpack',
    '<rootDir>/contract/jest.config.cjs',
    '<rootDir>/shared',
    '<rootDir>/host/jest.config.js',
    '<rootDir>/host/jest.server.config.js',
    '<rootDir>/agent-inbox/jest.config.js',
    '<rootDir>/agent-inbox/jest.server.config.js',
    '<rootDir>/mfe-results',
    '<rootDir>/mfe-detail',
    '<rootDir>/mfe-forms',
    '<rootDir>/mfe-content',
    '<rootDir>/api',
  ],
};
