// What the admission reads from a remote's mf-manifest.json (written by @module-federation/enhanced's manifest
// plugin; tools/webpack/create-config.js adds `metaData.propsVersions`).

/** A build from before props versions were published implements version 1 of every module it exposes. */
export const DEFAULT_PROPS_VERSION = 1;

/**
 * @typedef {object} RemoteBuild
 * @property {string} manifestUrl
 * @property {string} container   federation container name (qs_<slice>)
 * @property {string} version     the build's version (metaData.buildInfo.buildVersion)
 * @property {string} remoteEntry URL of the browser entry
 * @property {{ id: string, propsVersion: number, published: boolean, js: { sync: string[], async: string[] } }[]} exposes
 *   id as the contract names it (qs_detail/PlanDetailPage); `published`: the build named its props version
 * @property {{ name: string, requiredVersion: string | false | undefined, singleton: boolean }[]} shared
 */

/** @returns {value is Record<string, any>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

/**
 * Where the build's files are: its publicPath, or ('auto') the manifest's own folder.
 * @param {Record<string, any>} metaData @param {string} manifestUrl
 */
const baseOf = (metaData, manifestUrl) => {
  const publicPath = metaData.publicPath;
  return typeof publicPath === 'string' && publicPath !== 'auto'
    ? new URL(publicPath, manifestUrl).href
    : new URL('.', manifestUrl).href;
};

/**
 * @param {unknown} document the parsed manifest @param {string} manifestUrl
 * @returns {RemoteBuild}
 */
export const readManifest = (document, manifestUrl) => {
  if (!isObject(document) || !isObject(document.metaData)) throw new Error('it is not a federation manifest');
  const { metaData } = document;
  const container = typeof document.name === 'string' ? document.name : metaData.name;
  const version = metaData.buildInfo?.buildVersion;
  if (typeof container !== 'string' || !container) throw new Error('the manifest names no container');
  if (typeof version !== 'string' || !version) throw new Error('the manifest names no build version');
  const entry = metaData.remoteEntry;
  if (!isObject(entry) || typeof entry.name !== 'string') throw new Error('the manifest names no remote entry');
  const base = baseOf(metaData, manifestUrl);
  const file = (name) => new URL(name, base).href;
  const propsVersions = isObject(metaData.propsVersions) ? metaData.propsVersions : {};
  const exposes = (Array.isArray(document.exposes) ? document.exposes : []).filter(isObject).map((expose) => {
    const id = `${container}/${String(expose.name ?? '').replace(/^\.\//, '')}`;
    const published = Number.isInteger(propsVersions[id]);
    return {
      id,
      propsVersion: published ? propsVersions[id] : DEFAULT_PROPS_VERSION,
      published,
      js: { sync: strings(expose.assets?.js?.sync).map(file), async: strings(expose.assets?.js?.async).map(file) },
    };
  });
  const shared = (Array.isArray(document.shared) ? document.shared : []).filter(isObject).map((item) => ({
    name: String(item.name),
    requiredVersion: item.requiredVersion,
    singleton: item.singleton === true,
  }));
  return {
    manifestUrl,
    container,
    version,
    remoteEntry: file(
      `${typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`,
    ),
    exposes,
    shared,
  };
};
