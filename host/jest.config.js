const { frontendProject } = require('../tools/jest/frontend-project');

// The shell's own code in jsdom; its server (server/**/*.test.mjs) is the `host-server` project, in Node
// (jest.server.config.js).
module.exports = frontendProject(__dirname, 'host');
