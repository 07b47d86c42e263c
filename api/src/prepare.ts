import { catalogueFixtures } from './catalogue/fixtures';
import { scaleCatalogue } from './catalogue/scale';
import { ensureSeeded, type SeedResult } from './catalogue/seed';
import { migrate } from './db/migrate';
import { createDb, type Db } from './db/open';
import { generateMissingDocuments } from './pdf/generate';

export interface PreparedData {
  db: Db;
  /** The migrations this start applied, by name. */
  migrations: string[];
  seed: SeedResult;
  documentsGenerated: number;
}

/**
 * What a start does before listening: open the database (the SQLite file in WAL mode, or DATABASE_URL), migrate, seed when the catalogue is missing or
 * stale, and draw the PDFs that are not in the data folder yet. A scaled catalogue (`cataloguePlans`,
 * QS_CATALOGUE_PLANS) draws none at start: tens of thousands of PDFs would take hours, so its documents are
 * drawn on their first request, as they are when `documents` is false (docs/adr/0015-catalogue-at-scale.md).
 */
export const prepareData = async ({
  dbFile,
  databaseUrl = null,
  dataDir,
  documents = true,
  cataloguePlans = null,
}: {
  dbFile: string;
  databaseUrl?: string | null;
  dataDir: string;
  documents?: boolean;
  cataloguePlans?: number | null;
}): Promise<PreparedData> => {
  const db = createDb({ file: dbFile, url: databaseUrl });
  try {
    const migrations = await migrate(db);
    const seed = await ensureSeeded(db, { plans: cataloguePlans });
    const drawAtStart = documents && scaleCatalogue(catalogueFixtures, cataloguePlans).plans === null;
    const documentsGenerated = drawAtStart ? await generateMissingDocuments(db, dataDir) : 0;
    return { db, migrations, seed, documentsGenerated };
  } catch (error) {
    await db.destroy();
    throw error;
  }
};
