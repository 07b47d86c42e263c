const { createFederatedConfig } = require('../tools/webpack/create-config');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'qs_content',
  port: 3004,
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './BlogPage': './src/exposes/BlogPage.tsx',
    './NotFoundPage': './src/exposes/NotFoundPage.tsx',
    './LandingPage': './src/exposes/LandingPage.tsx',
    './ContactPage': './src/exposes/ContactPage.tsx',
    './ProductMapPage': './src/exposes/ProductMapPage.tsx',
    './PartnersPage': './src/exposes/PartnersPage.tsx',
    './PrivacyPolicyPage': './src/exposes/PrivacyPolicyPage.tsx',
    './DataRightsPage': './src/exposes/DataRightsPage.tsx',
    './CustomerPortalPage': './src/exposes/CustomerPortalPage.tsx',
  },
});
