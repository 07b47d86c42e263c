import { describeDatabase, readConfig } from '../config';
import { seedAll } from '../catalogue/seed';
import { migrate } from '../db/migrate';
import { createDb } from '../db/open';
import { generateMissingDocuments } from '../pdf/generate';

/**
 * `npm run seed -w api`: migrate, reload the catalogue and content from the fixtures (leads are kept) and draw
 * the PDFs that are missing; `--force-documents` redraws all of them.
 */
const main = async () => {
  const config = readConfig();
  const db = createDb({ file: config.dbFile, url: config.databaseUrl });
  try {
    const migrations = await migrate(db);
    const seed = await seedAll(db);
    const documents = await generateMissingDocuments(db, config.dataDir, { force: process.argv.includes('--force-documents') });
    process.stdout.write(`${JSON.stringify({ database: describeDatabase(config), migrations, catalogueVersion: seed.version, plans: seed.plans, documentsGenerated: documents })}\n`);
  } finally {
    await db.destroy();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
