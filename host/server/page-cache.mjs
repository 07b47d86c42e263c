// Server-rendered pages kept for a short while (docs/adr/0020-server-rendering.md, "Cache"): what every visitor
// of an address sees is the same markup, so a page rendered for one is sent to the next ones of that address,
// partner and registry without rendering it again. Fresh for `ttlMs`; after that, for `staleMs` more, it is still
// sent while one render in the background replaces it (stale-while-revalidate). Bounded: the oldest go first.
import { createHash } from 'node:crypto';
import { withoutTracking } from '@qs/shared/src/attribution/tracking-params.mjs';

/** The version of a registry's lines: a switched or rolled-back slice is another page. */
export const registryVersionOf = (remotes) => createHash('sha256').update(JSON.stringify(remotes)).digest('base64url').slice(0, 16);

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

/**
 * @typedef {{ root: string, data: string, nonce: string }} CachedPage the root's markup and the page's answers as
 * rendered, and the nonce they were rendered with (a response gets its own: see `withNonce`)
 */

/** A cached page's markup with this response's nonce in place of the one it was rendered with. */
export const withNonce = (text, renderedNonce, nonce) => (renderedNonce ? text.split(renderedNonce).join(nonce) : text);

/**
 * @param {{ ttlMs?: number, staleMs?: number, maxEntries?: number, now?: () => number }} [options]
 */
export const createPageCache = ({ ttlMs = 10_000, staleMs = 60_000, maxEntries = 500, now = Date.now } = {}) => {
  /** @type {Map<string, { page: CachedPage, stored: number }>} */
  const entries = new Map();
  const refreshing = new Set();
  return {
    /**
     * The page kept for `key`: `fresh` while within its TTL, else stale (then `refresh` says whether this caller is
     * the one to render it again: one render per key at a time). Null when there is none, or it is too old.
     * @returns {{ page: CachedPage, fresh: boolean, refresh: boolean } | null}
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
    /** @param {string} key @param {CachedPage} page */
    store(key, page) {
      refreshing.delete(key);
      if (ttlMs + staleMs <= 0) return;
      entries.delete(key);
      entries.set(key, { page, stored: now() });
      refreshing.delete(key);
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
