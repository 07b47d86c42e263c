import type pg from 'pg';
import type { Db } from './open';

/** What the metrics read of a PostgreSQL pool (pg.Pool's own counts). */
export type PoolCounts = Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;

/** The pool under each PostgreSQL Kysely instance: Kysely keeps its own private, and the metrics need its counts. */
const pools = new WeakMap<Db, PoolCounts>();

/** Remembers the pool `db` runs on (open.ts, when it opens PostgreSQL). */
export const rememberPool = (db: Db, pool: PoolCounts): void => {
  pools.set(db, pool);
};

/** The PostgreSQL pool `db` runs on; undefined for SQLite (one connection, no pool). */
export const poolOf = (db: Db): PoolCounts | undefined => pools.get(db);
