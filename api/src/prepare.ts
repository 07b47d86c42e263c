import { ensureSeeded, type SeedResult } from './catalogue/seed';
import { migrate } from './db/migrate';
import { openDatabase, type Db } from './db/open';
import { generateMissingDocuments } from './pdf/generate';

export interface PreparedData {
  db: Db;
  migrations: number[];
  seed: SeedResult;
  documentsGenerated: number;
}

/**
 * What a start does before listening: open the file (WAL), migrate, seed when the catalogue is missing or
 * stale, and draw the PDFs that are not in the data folder yet.
 */
export const prepareData = async ({ dbFile, dataDir, documents = true }: { dbFile: string; dataDir: string; documents?: boolean }): Promise<PreparedData> => {
  const db = openDatabase(dbFile);
  try {
    const migrations = migrate(db);
    const seed = ensureSeeded(db);
    const documentsGenerated = documents ? await generateMissingDocuments(db, dataDir) : 0;
    return { db, migrations, seed, documentsGenerated };
  } catch (error) {
    db.close();
    throw error;
  }
};
