import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase as SqliteDialectDatabase } from 'kysely';
import type { Database } from './schema';

/** The API's database: Kysely's typed query builder over it (`schema.ts` lists its tables). */
export type Db = Kysely<Database>;

/** The SQLite connection underneath (only this file and tests that read the file directly use it). */
export type SqliteConnection = SqliteDatabase.Database;

export interface DbConfig {
  /** The SQLite file (QS_DB_FILE). */
  file: string;
  /** Read-only, and the file must exist: the leads CLI reads a server's file without writing to it. */
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
export const kyselyOn = (database: SqliteConnection): Db => new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });

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

/** The API's database as a `Kysely<Database>` (`destroy()` closes the file). */
export const createDb = ({ file, readonly = false }: DbConfig): Db => kyselyOn(openDatabase(file, { readonly }));

/** JSON columns are written with JSON.stringify; this is their typed read. */
export const parseJson = <T>(text: string | null | undefined): T => JSON.parse(text ?? 'null') as T;
