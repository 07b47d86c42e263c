import type { Db } from './open';
import { migrations } from './migrations';

export interface Migration {
  id: number;
  name: string;
  up: (db: Db) => void;
}

/** Applies, in order and each in its own transaction, the migrations this file has not seen yet. */
export const migrate = (db: Db, list: readonly Migration[] = migrations): number[] => {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const migration of [...list].sort((a, b) => a.id - b.id)) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      migration.up(db);
      record.run(migration.id, migration.name, new Date().toISOString());
    })();
    done.push(migration.id);
  }
  return done;
};
