import type { Db } from '../db/open';
import { catalogueFixtures, type CatalogueFixtures } from './fixtures';
import { seedCatalogue } from './seed-catalogue';
import { seedContent } from './seed-content';
import { catalogueVersion } from './version';

export interface SeedResult {
  seeded: boolean;
  version: string;
  plans: number;
}

const storedVersion = (db: Db): string | undefined =>
  db.prepare("SELECT value FROM meta WHERE key = 'catalogue_version'").pluck().get() as string | undefined;

/** Loads every fixture in one transaction: a reader sees the old catalogue or the new one, never half. */
export const seedAll = (db: Db, { fixtures = catalogueFixtures, now = new Date() }: { fixtures?: CatalogueFixtures; now?: Date } = {}): SeedResult => {
  const version = catalogueVersion();
  db.transaction(() => {
    seedCatalogue(db, fixtures, now);
    seedContent(db, fixtures);
    db.prepare("INSERT INTO meta (key, value) VALUES ('catalogue_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(version);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(now.toISOString());
  })();
  return { seeded: true, version, plans: db.prepare('SELECT COUNT(*) FROM plans').pluck().get() as number };
};

/**
 * Seeds an empty database, and reseeds one whose catalogue came from other fixtures (a pull that changed
 * them). Leads, profile submissions and shared links are never touched.
 */
export const ensureSeeded = (db: Db, options: { now?: Date } = {}): SeedResult => {
  const version = catalogueVersion();
  if (storedVersion(db) === version) {
    return { seeded: false, version, plans: db.prepare('SELECT COUNT(*) FROM plans').pluck().get() as number };
  }
  return seedAll(db, options);
};
