import { catalogueVersion } from '../db/dialect';
import type { Db } from '../db/open';

interface Cache {
  version: string | undefined;
  entries: Map<string, Map<number, unknown>>;
}

const caches = new WeakMap<Db, Cache>();

const LOAD_CHUNK = 5000;

/** A catalogue version the caller read already in this call (the compare index's), so it is not read again. */
export interface CatalogueVersion {
  version: string | undefined;
}

/**
 * Read-through cache of catalogue data by plan id. A reseed (`npm run seed`, another instance's start)
 * changes the catalogue version (`catalogueVersion`), which empties the cache; a database without one is read
 * every time. Cached values are shared: callers copy, never mutate.
 */
export const cachedByPlan = async <T>(
  db: Db,
  namespace: string,
  ids: readonly number[],
  load: (missing: number[]) => Promise<Map<number, T>>,
  knownVersion?: CatalogueVersion,
): Promise<Map<number, T>> => {
  const version = knownVersion ? knownVersion.version : await catalogueVersion(db);
  let cache = caches.get(db);
  if (!cache || version === undefined || cache.version !== version) {
    cache = { version, entries: new Map() };
    caches.set(db, cache);
  }
  let entries = cache.entries.get(namespace) as Map<number, T> | undefined;
  if (!entries) {
    entries = new Map();
    cache.entries.set(namespace, entries);
  }
  const store = entries;
  const missing = ids.filter((id) => !store.has(id));
  // A few thousand ids per load: an IN list of every plan of a large catalogue (QS_CATALOGUE_PLANS) would pass
  // SQLite's 32,766 bound values.
  for (let start = 0; start < missing.length; start += LOAD_CHUNK) {
    for (const [id, value] of await load(missing.slice(start, start + LOAD_CHUNK))) store.set(id, value);
  }
  return new Map(ids.flatMap((id) => (store.has(id) ? [[id, store.get(id) as T] as const] : [])));
};
