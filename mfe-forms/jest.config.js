const { frontendProject } = require('../tools/jest/frontend-project');

const project = frontendProject(__dirname, 'mfe-forms');

module.exports = {
  ...project,
  // Every form's test starts with the policy version known (src/test/policy-version.ts).
  setupFilesAfterEnv: [...project.setupFilesAfterEnv, '<rootDir>/src/test/policy-version.ts'],
};
