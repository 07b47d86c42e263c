// Server-rendered pages kept for a short while (docs/adr/0020-server-rendering.md, "Cache"): what every visitor
// of an address sees is the same markup, so a page rendered for one is sent to the next ones of that address,
// partner and registry without rendering it again. Fresh for `ttlMs`; after that, for `staleMs` more, it is still
// sent while one render in the background replaces it (stale-while-revalidate). Bounded: the oldest go first. The
// visitors who come while the first render of an address is under way wait for it rather than render it again.
import { createHash } from 'node:crypto';
import { withoutTracking } from '@qs/shared/src/attribution/tracking-params.mjs';

/** The version of a registry's lines: a switched or rolled-back slice is another page. */
export const registryVersionOf = (remotes) =>
  createHash('sha256').update(JSON.stringify(remotes)).digest('base64url').slice(0, 16);

/**
 * The key of a page: the site it is on (main site or a partner's subdomain), its path, its query less the tracking
 * parameters (utm_…, gclid…: where the visitor came from, never what the page shows) in a fixed order, and the
 * registry version.
 * @param {{ site: string, url: string, registryVersion: string }} page
 */
export const pageCacheKey = ({ site, url, registryVersion }) => {
  const [path, query = ''] = String(url).split('?', 2);
  const params = new URLSearchParams(withoutTracking(query));
  params.sort();
  const rest = params.toString();
  return `${site}|${path}${rest ? `?${rest}` : ''}|${registryVersion}`;
};

/** An inline script that runs: no `src`, and no `type` or a JavaScript one (a JSON island does not run). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const runs = (attributes) =>
  !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*"(?!text\/javascript"|module")/i.test(attributes);

/** The CSP sources (`'sha256-…'`) of the inline scripts in `html` that run: what the policy allows instead of a nonce. */
export const inlineScriptHashes = (html) => [
  ...new Set(
    [...html.matchAll(INLINE_SCRIPT)]
      .filter(([, attributes]) => runs(attributes))
      .map(([, , text]) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`),
  ),
];

/**
 * @typedef {{ document: string, scriptHashes: string[], body: (encoding: 'br' | 'gzip' | null) => Promise<Buffer | string> }} KeptPage
 * a page as every later visitor is sent it: the whole document, the hashes of its inline scripts, and its bytes in
 * each encoding (compressed once, when first asked for)
 */

/**
 * A rendered page made fit to send to many visitors. Its document loses the nonce it was rendered with: a nonce
 * sent to everyone is no secret, so the policy of a kept page allows its own inline scripts by their hashes, and
 * each answer gets a nonce of its own for the styles the shell adds at run time (sendKeptPage in
 * shell-pages.mjs). Brotli first at quality 5 (the next visitor is not kept waiting), then again at 11 in
 * the background: a tenth fewer bytes for every visitor after.
 * @param {string} document @param {string | undefined} renderedNonce
 * @param {{ compress: (html: string, encoding: 'br' | 'gzip', options?: { quality?: number }) => Promise<Buffer> }} compression
 * @returns {KeptPage}
 */
export const keptPage = (document, renderedNonce, { compress }) => {
  const text = renderedNonce ? document.split(` nonce="${renderedNonce}"`).join('') : document;
  /** @type {Map<string, Promise<Buffer>>} */
  const bodies = new Map();
  const body = (encoding) => {
    if (!encoding) return Promise.resolve(text);
    const kept = bodies.get(encoding);
    if (kept) return kept;
    const compressed = compress(text, encoding);
    bodies.set(encoding, compressed);
    compressed.catch(() => bodies.delete(encoding));
    if (encoding === 'br') {
      compressed
        .then(() => compress(text, 'br', { quality: 11 }))
        .then((smaller) => bodies.set('br', Promise.resolve(smaller)))
        .catch(() => {});
    }
    return compressed;
  };
  return { document: text, scriptHashes: inlineScriptHashes(text), body };
};

/**
 * @param {{ ttlMs?: number, staleMs?: number, maxEntries?: number, now?: () => number }} [options]
 */
export const createPageCache = ({ ttlMs = 10_000, staleMs = 60_000, maxEntries = 500, now = Date.now } = {}) => {
  /** @type {Map<string, { page: KeptPage, stored: number }>} */
  const entries = new Map();
  const refreshing = new Set();
  /** @type {Map<string, Promise<KeptPage | null>>} first renders under way, by key */
  const firstRenders = new Map();
  return {
    /**
     * Says that a render of `key` (which has no page kept) has started; the returned function is called with its
     * kept page, or null when it gave none (a slot failed, a redirect, an error). Meanwhile `renderUnderWay(key)` is it.
     * @returns {(page: KeptPage | null) => void}
     */
    startRendering(key) {
      /** @type {(page: KeptPage | null) => void} */
      let finish = () => {};
      const render = new Promise((resolve) => {
        finish = resolve;
      });
      firstRenders.set(key, render);
      return (page) => {
        if (firstRenders.get(key) === render) firstRenders.delete(key);
        finish(page);
      };
    },
    /**
     * The render of `key` another visitor started, if one is under way (else null, at once: the caller starts its
     * own before anything else runs): a promise of its kept page, or of null when it gave no page or took longer
     * than `waitMs` (the caller then renders for itself).
     * @returns {Promise<KeptPage | null> | null}
     */
    renderUnderWay(key, waitMs) {
      const render = firstRenders.get(key);
      if (!render) return null;
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve(null), waitMs);
      });
      return Promise.race([render, late]).finally(() => clearTimeout(timer));
    },
    /**
     * The page kept for `key`: `fresh` while within its TTL, else stale (then `refresh` says whether this caller is
     * the one to render it again: one render per key at a time). Null when there is none, or it is too old.
     * @returns {{ page: KeptPage, fresh: boolean, refresh: boolean } | null}
     */
    lookup(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      const age = now() - entry.stored;
      if (age > ttlMs + staleMs) {
        entries.delete(key);
        return null;
      }
      if (age <= ttlMs) return { page: entry.page, fresh: true, refresh: false };
      const refresh = !refreshing.has(key);
      if (refresh) refreshing.add(key);
      return { page: entry.page, fresh: false, refresh };
    },
    /** @param {string} key @param {KeptPage} page */
    store(key, page) {
      refreshing.delete(key);
      if (ttlMs + staleMs <= 0) return;
      entries.delete(key);
      entries.set(key, { page, stored: now() });
      while (entries.size > maxEntries) entries.delete(/** @type {string} */ (entries.keys().next().value));
    },
    /** A background render that did not produce a page to keep: the next stale hit tries again. */
    refreshFailed(key) {
      refreshing.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
};
