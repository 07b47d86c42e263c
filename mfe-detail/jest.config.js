const { frontendProject } = require('../tools/jest/frontend-project');

module.exports = frontendProject(__dirname, 'mfe-detail');
