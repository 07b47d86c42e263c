// Jest project settings shared by the front-end workspaces (jsdom + swc).
const path = require('node:path');

const frontendProject = (dir, displayName) => ({
  displayName,
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: [path.join(__dirname, 'setup-frontend.ts')],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' }, hidden: { jest: true } },
        },
      },
    ],
    '^.+\\.mjs$': ['@swc/jest'],
  },
  // Jest runs CommonJS and skips node_modules by default: packages that ship only ES modules (jotai, pdfjs-dist)
  // must go through swc too, or their first `import`/`export` is a syntax error.
  transformIgnorePatterns: ['/node_modules/(?!(jotai|pdfjs-dist)/)'],
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'style-mock.js'),
    '\\.(svg|png|jpe?g|webp)$': path.join(__dirname, 'file-mock.js'),
  },
  globals: { __QS_BUILD_VERSION__: 'test', __QS_CONTAINER__: 'test' },
});

module.exports = { frontendProject };
