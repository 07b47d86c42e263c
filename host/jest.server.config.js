// The host's server (server/**/*.test.mjs) in Node, not jsdom: its tests create the real server in-process
// (createHostServer, server/create-host-server.mjs) and ask it with app.inject() or over a socket.
// Fastify's ESM-only dependencies are compiled to CommonJS with the rest: @fastify/static requires
// content-disposition (its own copy under @fastify/static/node_modules) and app.inject()'s light-my-request
// requires cookie, both ESM only in the versions installed, and Jest's CommonJS runtime cannot require() an
// untransformed ES module (the reason these tests used to spawn the server as a process). The test that puts the
// real API behind the host (trace-to-api.test.mjs) loads the API's too: typebox and kysely.
const path = require('node:path');

const ESM_ONLY = ['content-disposition', 'cookie', 'typebox', 'kysely'];

module.exports = {
  displayName: 'host-server',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/server/**/*.test.mjs'],
  transform: {
    '^.+\\.m?js$': ['@swc/jest'],
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } } }],
  },
  // A package is transformed wherever it is installed, nested under another package's node_modules too.
  transformIgnorePatterns: [`/node_modules/(?!(.+/node_modules/)?(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: { '\\.css$': path.join(__dirname, '../tools/jest/style-mock.js') },
};
