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
 * What a start does before listening: open the file (WAL), migrate, seed when the catalogue is missing or
 * stale, and draw the PDFs that are not in the data folder yet.
 */
export const prepareData = async ({ dbFile, dataDir, documents = true }: { dbFile: string; dataDir: string; documents?: boolean }): Promise<PreparedData> => {
  const db = createDb({ file: dbFile });
  try {
    const migrations = await migrate(db);
    const seed = await ensureSeeded(db);
    const documentsGenerated = documents ? await generateMissingDocuments(db, dataDir) : 0;
    return { db, migrations, seed, documentsGenerated };
  } catch (error) {
    await db.destroy();
    throw error;
  }
};
