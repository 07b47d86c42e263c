// The API's unit and HTTP tests (fastify.inject against temporary SQLite files).
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // .mjs: the dependency-free modules of @qs/shared the servers share (shared/src/site/site-domain.mjs).
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'], '^.+\\.mjs$': ['@swc/jest'] },
  // light-my-request (fastify.inject) loads the ESM-only `cookie`, the contract the ESM-only `typebox`, the database the ESM-only `kysely` and the contract test the OpenAPI validator: swc compiles them to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|light-my-request/node_modules/cookie|typebox|kysely|@seriousme/openapi-schema-validator)/)'],
};
