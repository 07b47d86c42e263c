const { createFederatedConfig } = require('../tools/webpack/create-config');

// The host exposes nothing and names no remote: /remotes.json says which remotes exist.
module.exports = createFederatedConfig({ dir: __dirname, name: 'qs_host', port: 3000, isHost: true });
