import type { Db } from '../db/open';

interface Cache {
  dataVersion: number;
  entries: Map<string, Map<number, unknown>>;
}

const caches = new WeakMap<Db, Cache>();

/**
 * Read-through cache of catalogue data by plan id. PRAGMA data_version changes when another connection
 * commits (a reseed by `npm run seed`), which empties the cache; the server's own writes (leads) do not
 * touch the catalogue. Cached values are shared: callers copy, never mutate.
 */
export const cachedByPlan = <T>(db: Db, namespace: string, ids: readonly number[], load: (missing: number[]) => Map<number, T>): Map<number, T> => {
  const dataVersion = db.pragma('data_version', { simple: true }) as number;
  let cache = caches.get(db);
  if (!cache || cache.dataVersion !== dataVersion) {
    cache = { dataVersion, entries: new Map() };
    caches.set(db, cache);
  }
  let entries = cache.entries.get(namespace) as Map<number, T> | undefined;
  if (!entries) {
    entries = new Map();
    cache.entries.set(namespace, entries);
  }
  const store = entries;
  const missing = ids.filter((id) => !store.has(id));
  if (missing.length > 0) for (const [id, value] of load(missing)) store.set(id, value);
  return new Map(ids.flatMap((id) => (store.has(id) ? [[id, store.get(id) as T] as const] : [])));
};
