// The versions the host provides for its shared singletons: the share keys of tools/webpack/shared-singletons.js
// (the list the host's build shares), each with the version of the package installed for the host, which is what
// its build bundled. Read from the installed packages, not from the host's build output: the host's build
// publishes no manifest (create-config.js), so its copies' versions are written nowhere else.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The package.json of `name` as node resolves it from `dir` (its node_modules, then its parents').
 * @param {string} dir @param {string} name
 */
const installedVersion = (dir, name) => {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const file = path.join(at, 'node_modules', name, 'package.json');
    if (existsSync(file)) return /** @type {string} */ (JSON.parse(readFileSync(file, 'utf8')).version);
    if (path.dirname(at) === at) throw new Error(`${name} is not installed for ${dir}`);
  }
};

/**
 * @param {string} root the repository's root
 * @returns {Record<string, string>} share key (react, react/jsx-runtime, …) → version
 */
export const hostSharedVersions = (root) => {
  const { SINGLETONS } = createRequire(path.join(root, 'package.json'))('./tools/webpack/shared-singletons.js');
  const hostDir = path.join(root, 'host');
  return Object.fromEntries(
    Object.entries(/** @type {Record<string, string>} */ (SINGLETONS)).map(([key, owner]) => [
      key,
      installedVersion(hostDir, owner),
    ]),
  );
};
