// Every workspace's unit tests, run together by `npm test` (e2e runs separately with Playwright).
module.exports = {
  projects: ['<rootDir>/scripts', '<rootDir>/tools/eslint', '<rootDir>/shared', '<rootDir>/host/jest.config.js', '<rootDir>/host/jest.server.config.js', '<rootDir>/mfe-results', '<rootDir>/mfe-detail', '<rootDir>/mfe-forms', '<rootDir>/mfe-content', '<rootDir>/api'],
};
