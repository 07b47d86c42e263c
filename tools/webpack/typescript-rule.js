// How every build of the repo compiles TypeScript and JSX (the browser builds, the slices' server containers, the
// host's server renderer): swc, React's automatic runtime, ES2022. One rule, so the server's markup comes from the
// same compiled code as the browser's hydration.
/** @param {{ production: boolean }} options development builds get React's development JSX (its warnings) */
const typescriptRule = ({ production }) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
    },
  },
});

module.exports = { typescriptRule };
