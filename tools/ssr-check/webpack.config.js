// A minimal Node federation host for scripts/check-server-containers.mjs: the federation runtime
// plugin for Node uses __webpack_require__, so a host in Node must itself be a webpack bundle, as the
// site's server renderer is (async-node, asyncStartup, no static remotes).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const HOST_DIR = path.join(__dirname, '../../host');

/**
 * What the check renders with must be the copy the remotes use: the host shares it, as the site's does
 * (share key → the package whose range applies).
 */
const SHARED = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-router': 'react-router',
  'react-i18next': 'react-i18next',
  i18next: 'i18next',
};

/** @param {string} outputPath  a temporary folder (the check builds this host on each run) */
module.exports = (outputPath) => {
  const ranges = require(path.join(HOST_DIR, 'package.json')).dependencies;
  return {
    name: 'ssr-check-host',
    mode: 'development',
    devtool: false,
    context: __dirname,
    target: 'async-node',
    entry: { main: './host.js' },
    output: { path: outputPath, publicPath: '', library: { type: 'commonjs-module' }, clean: true },
    // The host's own node_modules first: its React is the one the remotes are built against.
    resolve: { modules: [path.join(HOST_DIR, 'node_modules'), 'node_modules'] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'qs_ssr_check',
        remotes: {},
        remoteType: 'script',
        shared: Object.fromEntries(
          Object.entries(SHARED).map(([key, owner]) => [key, { singleton: true, requiredVersion: ranges[owner] }]),
        ),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
    ],
    performance: { hints: false },
  };
};
