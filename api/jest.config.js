// The API's unit and HTTP tests (fastify.inject against temporary SQLite files).
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // *.pg.test.ts need a PostgreSQL server: they run with QS_TEST_DATABASE_URL (`npm run test:api:pg`), which
  // also moves every other test's database there (src/test-support/test-database.ts).
  testPathIgnorePatterns: process.env.QS_TEST_DATABASE_URL
    ? ['/node_modules/']
    : ['/node_modules/', '\\.pg\\.test\\.ts$'],
  // On PostgreSQL the first test app of each worker migrates and seeds the template database, and every app
  // creates and drops a database, which takes longer than a file in a folder (jest.config.js says the same).
  ...(process.env.QS_TEST_DATABASE_URL ? { testTimeout: 20_000 } : {}),
  // .mjs: @qs/contract's rules, dependency-free modules every server and the browser share (contract/src/rules/).
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'], '^.+\\.mjs$': ['@swc/jest'] },
  // light-my-request (fastify.inject) loads the ESM-only `cookie`, the contract the ESM-only `typebox`, the database the ESM-only `kysely` and the contract test the OpenAPI validator: swc compiles them to CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(cookie|light-my-request/node_modules/cookie|typebox|kysely|@seriousme/openapi-schema-validator)/)',
  ],
};
