// The host's server renderer: the same React tree as the browser's, built for Node, with Module Federation's
// Node runtime so that it loads the slices' server containers the registry names at run time (no remote is
// known at build time). host/server/server-render.mjs requires the result.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('../tools/webpack/shared-singletons');
const { typescriptRule } = require('../tools/webpack/typescript-rule');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const pkg = require('./package.json');
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    target: 'async-node',
    devtool: false,
    entry: { render: path.join(__dirname, 'src/server-render/render-page.tsx') },
    output: {
      path: path.join(__dirname, 'dist-server'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs2' },
      // The federation runtime on Node cannot compute 'auto'; the renderer's own chunks are files beside it.
      publicPath: '',
      uniqueName: 'qs_host_server',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        typescriptRule({ production }),
        // The browser build's CSS files are what the page links; the server renders markup only.
        { test: /\.css$/, use: 'null-loader' },
        // The same URLs as the browser build's (publicPath '/' there): the markup must hydrate unchanged.
        { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset', generator: { publicPath: '/', emit: false } },
      ],
    },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'qs_host_server',
        remotes: {},
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        // Shared with the server containers, once per process: tree shaking of singletons is for the browser.
        shared: Object.fromEntries(
          Object.entries(sharedSingletons(__dirname)).map(([key, { treeShaking: _shaken, ...options }]) => [
            key,
            options,
          ]),
        ),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      new webpack.DefinePlugin({
        __QS_BUILD_VERSION__: JSON.stringify(process.env.QS_BUILD_VERSION || pkg.version),
        __QS_CONTAINER__: JSON.stringify('qs_host'),
      }),
    ],
    performance: { hints: false },
    // Optional add-ons of jsdom (the server's DOM for a partner's markup, #html-window) and its WebSocket library,
    // loaded in a try: without them jsdom parses and serialises markup, all the server needs.
    ignoreWarnings: [{ message: /Can't resolve '(canvas|bufferutil|utf-8-validate)'/ }],
  };
};
