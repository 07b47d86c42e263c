import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as SqliteDialectDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { rememberPool } from './pool-stats';
import { tracedDialect } from '../tracing/db-spans';

/** The API's database: Kysely's typed query builder over it (`schema.ts` lists its tables). */
export type Db = Kysely<Database>;

/** The SQLite connection underneath (only this file and tests that read the file directly use it). */
export type SqliteConnection = SqliteDatabase.Database;

export interface DbConfig {
  /** The SQLite file (QS_DB_FILE), used when there is no `url`. */
  file: string;
  /** DATABASE_URL (`postgres://…`): the API runs on that PostgreSQL database instead of the file. */
  url?: string | null;
  /** Read-only (and, for SQLite, the file must exist): the leads CLI reads a server's data without writing. */
  readonly?: boolean;
}

/**
 * Opens the API's database file. WAL lets the leads CLI read while the server writes; `synchronous = NORMAL`
 * is durable across process crashes in WAL mode (only an OS crash can lose the last commits).
 */
export const openDatabase = (file: string, { readonly = false } = {}): SqliteConnection => {
  if (!readonly) mkdirSync(dirname(file), { recursive: true });
  const db = new SqliteDatabase(file, { readonly, fileMustExist: readonly });
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
};

/**
 * Kysely on an open SQLite connection. Kysely's SQLite driver runs one query at a time on it and holds it for
 * the whole of a transaction, so no other query slips into an open transaction between two awaits.
 */
export const kyselyOn = (database: SqliteConnection): Db =>
  new Kysely<Database>({
    dialect: tracedDialect(new SqliteDialect({ database: withStatementCache(database) }), 'sqlite'),
  });

/** How many prepared statements a connection keeps (the API's queries are a few dozen SQL texts, plus `IN` lists of varying length). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely's SQLite driver sees it, with its prepared statements kept by SQL text. The driver
 * prepares every query again each time it runs; parsing and planning the compare call's queries then cost more
 * than running them (the compare benchmark fell from about 1,450 to 560–960 requests/s). A statement that
 * better-sqlite3 has prepared can be run again with other parameters; the oldest is dropped past the bound.
 */
export const withStatementCache = (database: SqliteConnection, size = STATEMENT_CACHE_SIZE): SqliteDialectDatabase => {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last: the first key is the one to drop.
        statements.delete(text);
      } else {
        statement = database.prepare(text);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
};

/** Whether a DATABASE_URL names PostgreSQL (the one server database the API supports). */
export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

/**
 * How `pg` turns PostgreSQL's values into JavaScript, where they differ from its defaults: `bigint` (what
 * `count(*)` answers) and `numeric` as numbers, as SQLite gives them. Every count and id here stays far below 2^53.
 */
export const PG_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as typeof pg.types.getTypeParser,
};

/** Connections one API process keeps open to PostgreSQL. */
export const PG_POOL_SIZE = 10;

/** Kysely on a PostgreSQL pool (`destroy()` ends the pool). A read-only pool's transactions refuse writes. */
export const postgresDb = (
  url: string,
  { readonly = false, poolSize = PG_POOL_SIZE }: { readonly?: boolean; poolSize?: number } = {},
): Db => {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: PG_TYPES,
    options: readonly ? '-c default_transaction_read_only=on' : undefined,
  });
  // An idle connection the server ends (PostgreSQL restarting, an administrator, a dropped database) is an 'error'
  // event on the pool: unhandled, it would stop the whole process. The pool drops that client and the next query
  // opens a new connection; a query that was running fails with its own error.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = new Kysely<Database>({ dialect: tracedDialect(new PostgresDialect({ pool }), 'postgresql') });
  // Its connection counts are metrics (http/metrics.ts).
  rememberPool(db, pool);
  return db;
};

/** The API's database as a `Kysely<Database>`: PostgreSQL when a URL is given, else the SQLite file (`destroy()` closes it). */
export const createDb = ({ file, url, readonly = false }: DbConfig): Db => {
  if (url) {
    if (!isPostgresUrl(url))
      throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got ${url.split(':')[0]}:…)`);
    return postgresDb(url, { readonly });
  }
  return kyselyOn(openDatabase(file, { readonly }));
};

/** JSON columns are written with JSON.stringify; this is their typed read. */
export const parseJson = <T>(text: string | null | undefined): T => JSON.parse(text ?? 'null') as T;
