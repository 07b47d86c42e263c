const { createFederatedConfig } = require('../tools/webpack/create-config');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'qs_detail',
  port: 3002,
  exposes: { './PlanDetailPage': './src/exposes/PlanDetailPage.tsx' },
});
