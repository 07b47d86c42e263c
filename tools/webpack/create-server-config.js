// A slice's server container: the same exposes built for Node, which the host's server renderer
// loads over HTTP (registry line `ssrEntry`) through @module-federation/node. It is written into
// dist/server/ next to the browser build, from the browser build's own configuration, so that
// both render the same modules, constants and asset URLs (a different image `src` would be a
// hydration mismatch).
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons');

/** The folder of dist/ the server container lives in; the browser build's clean keeps it. */
const SERVER_FOLDER = 'server';
const inServerFolder = (file) => file === SERVER_FOLDER || file.startsWith(`${SERVER_FOLDER}/`);

const isCssRule = (rule) => rule.test instanceof RegExp && rule.test.test('x.css');

/**
 * The browser build's rules for Node: CSS is dropped (the page links the browser build's CSS files)
 * and assets are named exactly as the browser build names them but not written a second time.
 */
const serverRules = (rules) =>
  rules.map((rule) => {
    if (isCssRule(rule)) return { test: rule.test, use: 'null-loader' };
    if (typeof rule.type === 'string' && rule.type.startsWith('asset'))
      return { ...rule, generator: { ...rule.generator, emit: false } };
    return rule;
  });

/**
 * @param {{ output: { path: string, assetModuleFilename: string }, resolve: object, module: { rules: object[] } }} web
 *   the slice's production browser configuration
 * @param {object} options
 * @param {string} options.dir    workspace folder
 * @param {string} options.name   federation container name (the browser container's)
 * @param {Record<string,string>} options.exposes
 * @param {Record<string,string>} options.constants  the browser build's DefinePlugin definitions
 */
function createServerConfig(web, { dir, name, exposes, constants }) {
  // The federation runtime asks for the template before hashes exist, only for its depth (create-config.js).
  const hashedName = ({ chunk }) =>
    `${SERVER_FOLDER}/${chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js'}`;
  return {
    name: 'server',
    mode: 'production',
    context: dir,
    target: 'async-node',
    devtool: false,
    entry: {},
    output: {
      // The browser build's folder: chunk names carry `server/`, and the public path the container
      // finds at run time (server-public-path.js) is the browser build's, which its assets use.
      path: web.output.path,
      publicPath: '',
      filename: hashedName,
      chunkFilename: hashedName,
      assetModuleFilename: web.output.assetModuleFilename,
      uniqueName: name,
      // Only this build's own folder: the browser build's files are not this build's to delete.
      clean: { keep: (file) => !inServerFolder(file) },
    },
    resolve: web.resolve,
    module: { rules: serverRules(web.module.rules) },
    // Loaded by a server, never shipped to a browser: minifying would only slow the build.
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: `${SERVER_FOLDER}/remoteEntry.js`,
        // The container's exports are the script's module.exports (@module-federation/node reads them there).
        library: { type: 'commonjs-module', name },
        exposes,
        remotes: {},
        remoteType: 'script',
        // The shared runtime's tree-shaking (IndependentSharedPlugin) cannot build for Node.
        shared: sharedSingletons(dir, { treeShaking: false }),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          path.join(__dirname, 'server-public-path.js'),
        ],
        manifest: false,
        dts: false,
      }),
      new webpack.DefinePlugin(constants),
    ],
    performance: { hints: false },
    // Optional add-ons of jsdom (the content slice's server DOM) and its WebSocket library, loaded in a try:
    // without them jsdom works as the server needs it (parsing and serialising markup).
    ignoreWarnings: [{ message: /Can't resolve '(canvas|bufferutil|utf-8-validate)'/ }],
  };
}

module.exports = { createServerConfig, inServerFolder, SERVER_FOLDER };
