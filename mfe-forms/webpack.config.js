const { createFederatedConfig } = require('../tools/webpack/create-config');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'qs_forms',
  port: 3003,
  exposes: {
    './ProfileForm': './src/exposes/ProfileForm.tsx',
    './ContactWidget': './src/exposes/ContactWidget.tsx',
    './PurchasePage': './src/exposes/PurchasePage.tsx',
    './ProfileGeneratorPage': './src/exposes/ProfileGeneratorPage.tsx',
    './AdditionalInsurancePage': './src/exposes/AdditionalInsurancePage.tsx',
    './ReferrerModal': './src/exposes/ReferrerModal.tsx',
    './ChatWidget': './src/exposes/ChatWidget.tsx',
  },
});
