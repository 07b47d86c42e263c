// The staff app's build: one page, no Module Federation (docs/adr/0022-slices-by-business-area.md). It bundles what
// it uses of @qs/shared like any dependency; the compile rule, the minifier and the precompressed copies are the
// site's own (tools/webpack/), so its files are made and served as the host's are.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { typescriptRule } = require('../tools/webpack/typescript-rule');
const { precompressedAssets } = require('../tools/webpack/compression');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    devtool: production ? false : 'eval-cheap-module-source-map',
    entry: { main: path.join(__dirname, 'src/index.tsx') },
    output: {
      path: path.join(__dirname, process.env.QS_OUT_DIR || 'dist'),
      publicPath: '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        typescriptRule({ production }),
        // Extracted CSS files: the CSP allows styles from the origin only (server/inbox-csp.mjs).
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
      ],
    },
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, test: /\.js$/, extractComments: false })],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'public/index.html'),
        favicon: path.join(__dirname, 'public/favicon.svg'),
      }),
      ...(production
        ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }), ...precompressedAssets()]
        : []),
    ],
    devServer: {
      port: 3005,
      static: path.join(__dirname, 'public'),
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:4000' }],
    },
  };
};
