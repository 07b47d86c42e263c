const { createFederatedConfig } = require('../tools/webpack/create-config');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'qs_results',
  port: 3001,
  exposes: { './ComparePage': './src/exposes/ComparePage.tsx' },
});
