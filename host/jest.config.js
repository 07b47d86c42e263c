const { frontendProject } = require('../tools/jest/frontend-project');

const project = frontendProject(__dirname, 'host');

// The shell's server (server/*.mjs) is tested here too; its tests fake only `fetch`.
module.exports = { ...project, testMatch: [...project.testMatch, '<rootDir>/server/**/*.test.mjs'] };
