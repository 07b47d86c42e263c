// The props versions a remote's build implements, published in its mf-manifest.json (`metaData.propsVersions`,
// contract id → version) for `npm run registry:admit` to compare with the contract (docs/deploy.md). They come
// from the contract this build compiles against: EXPOSED_PROPS_VERSIONS in shared/src/remotes/exposed-modules.ts
// (loaded with Node's own TypeScript type stripping, as the file has no other run-time imports).
const path = require('node:path');

const CONTRACT = path.join(__dirname, '../../shared/src/remotes/exposed-modules.ts');

/**
 * @param {string} name container (qs_detail)
 * @param {Record<string, string>} exposes the remote's webpack `exposes` ('./PlanDetailPage' → file)
 * @returns {Record<string, number>} only the modules the contract names
 */
const propsVersionsOf = (name, exposes) => {
  /** @type {Record<string, number>} */
  const contract = require(CONTRACT).EXPOSED_PROPS_VERSIONS;
  /** @type {Record<string, number>} */
  const versions = {};
  for (const key of Object.keys(exposes)) {
    const id = `${name}/${key.replace(/^\.\//, '')}`;
    if (contract[id] !== undefined) versions[id] = contract[id];
  }
  return versions;
};

/**
 * The manifest plugin's `additionalData` hook: the manifest copies `metaData` from these stats.
 * @param {string} name @param {Record<string, string>} exposes
 */
const publishPropsVersions =
  (name, exposes) =>
  /** @param {{ stats: { metaData: object } }} options */
  ({ stats }) => {
    Object.assign(stats.metaData, { propsVersions: propsVersionsOf(name, exposes) });
  };

module.exports = { propsVersionsOf, publishPropsVersions };
