// The host's own start-up chunks (React, react-dom, the router, the shell: what `main.js` loads before its
// first render), named in the HTML so that the browser fetches them with the document. Without them each
// page paid one more round trip: `main.js` had to arrive and run before it asked for them
// (docs/adr/0006-route-preload-hints.md, "The host's own start-up chunks"). The build lists them in
// `startup-assets.json` (tools/webpack/startup-assets.js).
//
// Low priority, as the deferred `main.js` itself has: the route's slice files and the first paint's
// stylesheets go first, and a preload that high would count as render-blocking for the first paint.
import path from 'node:path';
import { createFileCache } from './file-cache.mjs';

export const STARTUP_ASSETS_FILE = 'startup-assets.json';

/** A file of this host: one leading '/', a plain name, nothing to resolve elsewhere. */
const OWN_FILE = /^\/[\w.-]+\.(js|css)$/;

/** The listed files of one kind that are the host's own (anything else in the file is ignored). */
const ownFiles = (list, extension) =>
  Array.isArray(list)
    ? list.filter((file) => typeof file === 'string' && OWN_FILE.test(file) && file.endsWith(extension))
    : [];

const readList = createFileCache(JSON.parse);

/**
 * The start-up files of the build in `distDir`, `{ scripts, styles }`; none when the build wrote no list
 * (a development build) or it cannot be read: the page then loads them as before, after `main.js`.
 */
export const readStartupAssets = async (distDir) => {
  try {
    const list = await readList(path.join(distDir, STARTUP_ASSETS_FILE));
    return { scripts: ownFiles(list?.scripts, '.js'), styles: ownFiles(list?.styles, '.css') };
  } catch {
    return { scripts: [], styles: [] };
  }
};

/** The hints (route-hints.mjs renderHints): styles first, as the chunks' own loads insert them before running them. */
export const startupHints = ({ scripts, styles }) => [
  ...styles.map((href) => ({ rel: 'preload', href, as: 'style', fetchpriority: 'low' })),
  ...scripts.map((href) => ({ rel: 'preload', href, as: 'script', fetchpriority: 'low' })),
];
