// The contract's unit tests: its schemas' enumerations and the rules both sides share (Node, no DOM). CommonJS
// (.cjs): the package is ES modules.
module.exports = {
  displayName: 'contract',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'], '^.+\\.mjs$': ['@swc/jest'] },
  // typebox ships only ES modules: swc compiles it to CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
};
