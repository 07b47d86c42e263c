// Federation runtime plugin of a slice's server container (create-server-config.js). Its files live
// in dist/server/, the browser build's in dist/: asset URLs (images) must be the browser's, or the
// server renders a `src` that hydration then sees differ. The public path is therefore the folder
// the browser build is served from, found at run time from the URL the host loaded this entry from.
// Chunk names carry the `server/` folder, so chunks still resolve from that public path.

/** The URL a host in this process loaded this container from (its Module in the host's cache). */
const entryUrlOf = (name) => {
  const instances = globalThis.__FEDERATION__?.__INSTANCES__ ?? [];
  for (const instance of instances) {
    const entry = instance.moduleCache?.get(name)?.remoteInfo?.entry;
    if (typeof entry === 'string' && /^https?:/.test(entry)) return entry;
  }
  return null;
};

/**
 * The container's webpack require (its public path `p` and federation state): webpack hands each module
 * of a bundle this free variable, which no type declares.
 * @returns {{ p: string, federation: { initOptions: { name: string }, rootOutputDir: string } }}
 */
// @ts-expect-error -- defined by webpack in the bundle
const containerRequire = () => __webpack_require__;

const isAbsoluteUrl = (value) => /^https?:\/\//.test(value);

function serverPublicPath() {
  return {
    name: 'qs-server-public-path',
    beforeInit(args) {
      // The first call is the container's own start-up (the host may not know the entry yet);
      // the host's init() of this container calls it again, once its cache holds the entry.
      const container = containerRequire();
      if (!isAbsoluteUrl(container.p)) {
        const entry = entryUrlOf(container.federation.initOptions.name);
        // rootOutputDir is the way back from the entry's folder to the output root ('../').
        if (entry) container.p = new URL(container.federation.rootOutputDir, new URL('./', entry)).href;
      }
      return args;
    },
  };
}

module.exports = serverPublicPath;
module.exports.default = serverPublicPath;
