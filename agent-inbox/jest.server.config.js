// The staff app's server (server/**/*.test.mjs) in Node, as the host's server tests run (host/jest.server.config.js).
const host = require('../host/jest.server.config');

module.exports = { ...host, displayName: 'agent-inbox-server', rootDir: __dirname };
