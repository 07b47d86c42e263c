// Snapshots in a folder every host instance reads and the capture worker writes (capture-worker.mjs):
// N hosts share one set of snapshots, so a page is taken once for all of them. Bounded: at most
// `maxEntries` (the oldest written goes first, the pinned warm set last) and each valid for `ttlMs`; past half
// of that a page visitors still ask for is taken again (refresh-ahead), so it does not expire under them. A
// page's frame (a comparator's, sanitize-snapshot.mjs) may still be sent for `frameTtlMs` after that. An
// entry also names the registry it was taken with: after a slice is switched or rolled back, the old
// snapshot is a miss (the page may look different) until the worker takes it again.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SNAPSHOT_TTL_MS = 10 * 60_000;
/**
 * How long a snapshot's frame (sanitize-snapshot.mjs: the page with its view's parts emptied) may be sent after
 * the snapshot itself has expired: it shows the site around the page and the page's heading, none of the view's
 * content, for the moment before the live page takes over (ADR 0007, "A frame outlives its snapshot").
 */
export const FRAME_TTL_MS = 60 * 60_000;
/**
 * How long a kind frame (kind-frame.mjs: the layout of a plan's page, with nothing of the plan it was taken from)
 * may be sent: it shows no page's facts, only how the slice lays its pages out, which changes with a deploy (a
 * new registry is a miss) or a partner's look; a day bounds what a change to either without a deploy leaves.
 */
export const KIND_FRAME_TTL_MS = 24 * 60 * 60_000;
export const MAX_SNAPSHOTS = 200;

export { snapshotKey } from './snapshot-page.mjs';

/** The registry a snapshot was taken with, as a short hash of its remotes (what the store compares). */
export const registryVersion = (remotes) => createHash('sha256').update(JSON.stringify(remotes)).digest('hex').slice(0, 16);

const fileName = (key) => `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`;

/**
 * `dir` is the shared folder (QS_SNAPSHOT_DIR). Reads are cheap: a file is parsed again only when it
 * changed (a write is a new file: its inode, mtime or size differ). Only one process writes (the capture worker); a write is a rename, so a
 * reader sees the old file or the new one, never half of one.
 */
export const createSnapshotStore = ({ dir, maxEntries = MAX_SNAPSHOTS, ttlMs = SNAPSHOT_TTL_MS, frameTtlMs = FRAME_TTL_MS, now = Date.now }) => {
  mkdirSync(dir, { recursive: true });
  const parsed = new Map();
  let sequence = 0;

  const readEntry = async (file) => {
    const full = path.join(dir, file);
    let info;
    try {
      info = await stat(full);
    } catch {
      parsed.delete(file);
      return null;
    }
    const known = parsed.get(file);
    if (known && known.ino === info.ino && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.entry;
    let entry;
    try {
      entry = JSON.parse(await readFile(full, 'utf8'));
    } catch {
      return null;
    }
    parsed.delete(file);
    parsed.set(file, { ino: info.ino, mtimeMs: info.mtimeMs, size: info.size, entry });
    while (parsed.size > maxEntries) parsed.delete(parsed.keys().next().value);
    return entry;
  };
  const read = async (key) => {
    const entry = await readEntry(fileName(key));
    return entry?.key === key ? entry : null;
  };
  const files = async () => (await readdir(dir)).filter((name) => name.endsWith('.json'));

  /** Until when an entry is of use: its frame's end when it has a frame, else its snapshot's. */
  const usefulUntil = (entry) => (entry.snapshot?.frame ? Math.max(entry.expires, entry.frameExpires ?? 0) : entry.expires);

  /** When over the bound: those of no more use first, then the oldest written that is not pinned, then the oldest pinned. */
  const evict = async () => {
    const names = await files();
    if (names.length <= maxEntries) return;
    const entries = await Promise.all(names.map(async (name) => ({ name, entry: await readEntry(name) })));
    const rank = ({ entry }) => (!entry || usefulUntil(entry) <= now() ? 0 : entry.pinned ? 2 : 1);
    entries.sort((a, b) => rank(a) - rank(b) || (a.entry?.written ?? 0) - (b.entry?.written ?? 0));
    for (const { name } of entries.slice(0, names.length - maxEntries)) {
      await rm(path.join(dir, name), { force: true });
      parsed.delete(name);
    }
  };

  /** Past the middle of its life: a page that is still asked for is taken again before it expires. */
  const refreshDue = (entry) => now() >= entry.expires - (entry.expires - entry.written / 1000) / 2;

  const store = {
    dir,
    /**
     * The snapshot and whether it is due to be taken again (`refreshDue`: it has lived half its TTL), or null
     * when there is none, it is older than the TTL or was taken with another registry.
     */
    async lookup(key, registryVersion) {
      const entry = await read(key);
      if (!entry || entry.expires <= now() || entry.registryVersion !== registryVersion) return null;
      return { snapshot: entry.snapshot, refreshDue: refreshDue(entry) };
    },
    /**
     * The snapshot whose frame may be sent (taken with this registry, with a frame, the frame not past its own
     * TTL), with `expired` when the snapshot itself is (the page is then to be taken again) and `refreshDue`; or null.
     */
    async lookupFrame(key, registryVersion) {
      const entry = await read(key);
      if (!entry?.snapshot?.frame || entry.registryVersion !== registryVersion || usefulUntil(entry) <= now()) return null;
      const expired = entry.expires <= now();
      return { snapshot: entry.snapshot, expired, refreshDue: !expired && refreshDue(entry) };
    },
    /** The snapshot, or null (as lookup). */
    async get(key, registryVersion) {
      return (await store.lookup(key, registryVersion))?.snapshot ?? null;
    },
    /** True when the key needs a (new) snapshot: none, expired, or another registry; with `refresh`, also one due to be taken again. */
    async isStale(key, registryVersion, { refresh = false } = {}) {
      const found = await store.lookup(key, registryVersion);
      return found === null || (refresh && found.refreshDue);
    },
    /**
     * Stores a snapshot (`frameOnly`: a kind frame, sent only as a frame). When full, the oldest written goes first, but a `pinned` one (the warm set: home,
     * comparators, blog) only when nothing else is left: pages visitors ask for never push it out.
     */
    async set(key, registryVersion, snapshot, { pinned = false, frameOnly = false } = {}) {
      const keepPinned = pinned || (await read(key))?.pinned === true;
      const written = now() * 1000 + (sequence++ % 1000);
      // A kind frame (`frameOnly`) is no page's snapshot: only its frame is ever sent, for as long as a kind frame lives.
      const expires = frameOnly ? now() : now() + ttlMs;
      const frameExpires = frameOnly ? now() + KIND_FRAME_TTL_MS : now() + Math.max(ttlMs, frameTtlMs);
      const entry = { key, registryVersion, expires, frameExpires, pinned: keepPinned, written, snapshot };
      const name = fileName(key);
      const temporary = path.join(dir, `.${name}.${process.pid}.tmp`);
      await writeFile(temporary, JSON.stringify(entry));
      await rename(temporary, path.join(dir, name));
      await evict();
    },
    /** True when storing `key` would push out another page's snapshot (the store is full without it). */
    async wouldEvict(key) {
      return (await read(key)) === null && (await files()).length >= maxEntries;
    },
    /** How many snapshots the folder holds. */
    async size() {
      return (await files()).length;
    },
  };
  return store;
};

/** @typedef {ReturnType<typeof createSnapshotStore>} SnapshotStore */
