import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Opens the API's database file. WAL lets the leads CLI read while the server writes; `synchronous = NORMAL`
 * is durable across process crashes in WAL mode (only an OS crash can lose the last commits).
 */
export const openDatabase = (file: string, { readonly = false } = {}): Db => {
  if (!readonly) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { readonly, fileMustExist: readonly });
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
};

/** JSON columns are written with JSON.stringify; this is their typed read. */
export const parseJson = <T>(text: string | null | undefined): T => JSON.parse(text ?? 'null') as T;
