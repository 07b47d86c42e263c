const { frontendProject } = require('../tools/jest/frontend-project');

// The inbox's page in jsdom; its server (server/**/*.test.mjs) is the `agent-inbox-server` project, in Node
// (jest.server.config.js).
module.exports = frontendProject(__dirname, 'agent-inbox');
