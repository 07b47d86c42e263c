// One webpack configuration for the host and every remote, so that the
// federation settings (share strategy, runtime, manifest) cannot drift apart.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons');
const { precompressedAssets } = require('./compression');
const { StartupAssetsPlugin } = require('./startup-assets');
const { PublicFilesPlugin } = require('./public-files');
const { createServerConfig, inServerFolder } = require('./create-server-config');
const { typescriptRule } = require('./typescript-rule');
const { publishPropsVersions } = require('./props-versions');

const LOCAL_REGISTRY = path.join(__dirname, '../../host/registry/remotes.local.json');

/**
 * @param {object} options
 * @param {string} options.dir          workspace folder (__dirname of its webpack.config.js)
 * @param {string} options.name         federation container name (qs_host, qs_results, ...)
 * @param {number} options.port         dev-server port
 * @param {Record<string,string>} [options.exposes]  remote only
 * @param {boolean} [options.isHost]
 */
/**
 * Content-hashed file names. The federation runtime also asks for this template before hashes
 * exist (only to compute the output depth), so it then gets the unhashed name of the same depth.
 */
const hashedName = ({ chunk }) => (chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js');

const favicon = (dir) => {
  const file = path.join(dir, 'public/favicon.svg');
  return require('node:fs').existsSync(file) ? file : undefined;
};

function createFederatedConfig({ dir, name, port, exposes = {}, isHost = false }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const pkg = require(path.join(dir, 'package.json'));
    const buildVersion = process.env.QS_BUILD_VERSION || pkg.version;
    const constants = { __QS_BUILD_VERSION__: JSON.stringify(buildVersion), __QS_CONTAINER__: JSON.stringify(name) };
    // A remote's production build is two containers: the browser's, and in dist/server/ the one the
    // host's server renderer loads (create-server-config.js).
    const serverContainer = production && !isHost;
    const web = {
      mode: production ? 'production' : 'development',
      context: dir,
      devtool: production ? false : 'eval-cheap-module-source-map',
      // A remote's production build is its container only; src/index.ts is the team's standalone page.
      entry: isHost || !production ? path.join(dir, 'src/index.ts') : {},
      output: {
        path: path.join(dir, process.env.QS_OUT_DIR || 'dist'),
        // The host serves deep links (/Comparar/EPS), so its chunks need an absolute
        // base; remotes are loaded from wherever the registry says ('auto').
        publicPath: isHost ? '/' : 'auto',
        filename: production ? hashedName : '[name].js',
        chunkFilename: production ? hashedName : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        uniqueName: name,
        // The server container's folder is written by the other build of the same run.
        clean: serverContainer ? { keep: inServerFolder } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // The bundler's federation runtime is the CommonJS build; the app must use that same
        // copy, or the page ships the runtime twice (ESM and CJS).
        alias: {
          '@module-federation/enhanced/runtime$': require.resolve('@module-federation/enhanced/runtime'),
          // provideExternalRuntime hands remotes the CommonJS runtime core: the host itself uses that one too.
          '@module-federation/runtime-core$': require.resolve('@module-federation/runtime-core'),
          // The host's bundler runtime (ESM) imports these three and its runtime core (CommonJS) requires
          // them: without one build of each, main.js carried both. Remotes use the host's runtime and
          // tree-shake the ESM builds, so they keep them (the CommonJS ones made each entry 5 KB larger).
          ...(isHost
            ? {
                '@module-federation/runtime$': require.resolve('@module-federation/runtime'),
                '@module-federation/sdk$': require.resolve('@module-federation/sdk'),
                '@module-federation/error-codes$': require.resolve('@module-federation/error-codes'),
              }
            : {}),
        },
      },
      module: {
        rules: [
          typescriptRule({ production }),
          // Production CSS is extracted into files: the CSP then needs no 'unsafe-inline' in style-src, the
          // files are cached and precompressed, and a chunk's CSS loads with it (webpack waits for both).
          // Development keeps style-loader for hot reloading.
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset' },
          // pdf.js worker: pdf.js starts it from a URL, so it is emitted as a file of its own, not bundled; it ships
          // minified and is never minified again (the minimizer below skips .mjs).
          { test: /pdf\.worker(\.min)?\.mjs$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: [
          // The pdf.js worker (.mjs) ships minified: minifying it again doubles the build time.
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            test: /\.js$/,
            exclude: /\.mjs$/,
            extractComments: false,
          }),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {},
          shared: sharedSingletons(dir),
          // Remote entries are fetched only when a module of that remote is
          // first needed: an unreachable remote must not block the start.
          shareStrategy: 'loaded-first',
          // A remote's manifest also names the props versions it implements (props-versions.js).
          manifest: isHost ? false : { additionalData: publishPropsVersions(name, exposes) },
          dts: false,
          // Production remotes use the runtime the host provides (entries ~5 KB smaller each); a
          // remote's own dev page is its own host, so development builds keep their runtime.
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: production },
        }),
        new webpack.DefinePlugin(constants),
        ...(isHost || !production
          ? [new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), favicon: favicon(dir) })]
          : []),
        ...(isHost ? [new PublicFilesPlugin(dir)] : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              // The host's start-up chunks, for the server's preload hints (startup-assets.js).
              ...(isHost ? [new StartupAssetsPlugin()] : []),
              ...precompressedAssets(),
            ]
          : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: path.join(dir, 'public'),
        proxy: [{ context: ['/api'], target: 'http://127.0.0.1:4000' }],
        // A slice team running alone still composes with the other slices' local builds.
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app.get('/remotes.json', (_req, res) => res.sendFile(LOCAL_REGISTRY));
          return middlewares;
        },
      },
      performance: { hints: false },
    };
    return serverContainer ? [web, createServerConfig(web, { dir, name, exposes, constants })] : web;
  };
}

module.exports = { createFederatedConfig };
