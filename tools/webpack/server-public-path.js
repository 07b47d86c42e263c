/* global __webpack_require__ -- bundled into the server container: that container's own require. */
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

const isAbsoluteUrl = (value) => /^https?:\/\//.test(value);

function serverPublicPath() {
  return {
    name: 'qs-server-public-path',
    beforeInit(args) {
      // The first call is the container's own start-up (the host may not know the entry yet);
      // the host's init() of this container calls it again, once its cache holds the entry.
      if (!isAbsoluteUrl(__webpack_require__.p)) {
        const entry = entryUrlOf(__webpack_require__.federation.initOptions.name);
        // rootOutputDir is the way back from the entry's folder to the output root ('../').
        const rootOutputDir = __webpack_require__.federation.rootOutputDir;
        if (entry) __webpack_require__.p = new URL(rootOutputDir, new URL('./', entry)).href;
      }
      return args;
    },
  };
}

module.exports = serverPublicPath;
module.exports.default = serverPublicPath;
