import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open';

const caches = new WeakMap<Db, Map<string, Statement>>();

/**
 * Prepared once per database and SQL text. List filters are bound as one JSON array read with json_each,
 * so the number of SQL shapes stays small whatever the number of values.
 */
export const statement = (db: Db, sql: string): Statement => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
};

export const jsonList = (values: readonly unknown[]): string => JSON.stringify(values);
