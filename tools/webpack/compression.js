// Precompressed copies of every text asset, so the static servers send brotli or gzip with no
// work per request (tools/server/static-files.mjs picks one by the request's Accept-Encoding).
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** Text assets worth compressing; images other than SVG are already compressed. */
const TEXT_ASSETS = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this size the encoding header costs about what compression saves. */
const THRESHOLD = 512;
/** @type {import('node:zlib').BrotliOptions} (the plugin's types know only gzip's options) */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };

const precompressedAssets = () => [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: TEXT_ASSETS,
    compressionOptions: BROTLI_OPTIONS,
    threshold: THRESHOLD,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: TEXT_ASSETS,
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    threshold: THRESHOLD,
    minRatio: 0.9,
  }),
];

module.exports = { precompressedAssets };
