// Snapshots in memory, bounded: at most `maxEntries` (the oldest written goes first) and each valid for
// `ttlMs`. An entry also names the registry it was taken with: after a slice is switched or rolled back,
// the old snapshot is a miss (the page may look different) until the prerenderer takes it again.

import { createHash } from 'node:crypto';

export const SNAPSHOT_TTL_MS = 10 * 60_000;
export const MAX_SNAPSHOTS = 200;

export const snapshotKey = (variant, pathname) => `${variant} ${pathname}`;

/** The registry a snapshot was taken with, as a short hash of its remotes (what the cache compares). */
export const registryVersion = (remotes) => createHash('sha256').update(JSON.stringify(remotes)).digest('hex').slice(0, 16);

export const createSnapshotCache = ({ maxEntries = MAX_SNAPSHOTS, ttlMs = SNAPSHOT_TTL_MS, now = Date.now } = {}) => {
  const entries = new Map();
  return {
    /** The snapshot, or null when there is none, it is older than the TTL or was taken with another registry. */
    get(key, registryVersion) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now() || entry.registryVersion !== registryVersion) return null;
      return entry.snapshot;
    },
    /** True when the key needs a (new) snapshot: none, expired, or another registry. */
    isStale(key, registryVersion) {
      return this.get(key, registryVersion) === null;
    },
    /**
     * Stores a snapshot. When full, the oldest written goes first, but a `pinned` one (the warm set: home,
     * comparators, blog) only when nothing else is left: pages visitors ask for never push it out.
     */
    set(key, registryVersion, snapshot, { pinned = false } = {}) {
      const keepPinned = pinned || entries.get(key)?.pinned === true;
      entries.delete(key);
      entries.set(key, { snapshot, registryVersion, expires: now() + ttlMs, pinned: keepPinned });
      while (entries.size > maxEntries) {
        const victim = [...entries].find(([, entry]) => !entry.pinned)?.[0] ?? entries.keys().next().value;
        entries.delete(victim);
      }
    },
    /** True when storing `key` would push out another page's snapshot (the cache is full without it). */
    wouldEvict(key) {
      return !entries.has(key) && entries.size >= maxEntries;
    },
    get size() {
      return entries.size;
    },
  };
};
