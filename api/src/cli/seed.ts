import { describeDatabase, readConfig } from '../config';
import { catalogueFixtures } from '../catalogue/fixtures';
import { scaleCatalogue } from '../catalogue/scale';
import { seedAll } from '../catalogue/seed';
import { migrate } from '../db/migrate';
import { createDb } from '../db/open';
import { generateMissingDocuments } from '../pdf/generate';

/**
 * `npm run seed -w api`: migrate, reload the catalogue and content from the fixtures (leads are kept) and draw
 * the PDFs that are missing; `--force-documents` redraws all of them. A scaled catalogue (QS_CATALOGUE_PLANS) draws
 * none here, its documents are drawn on their first request (docs/adr/0015-catalogue-at-scale.md).
 */
const main = async () => {
  const config = readConfig();
  const db = createDb({ file: config.dbFile, url: config.databaseUrl });
  try {
    const migrations = await migrate(db);
    const started = Date.now();
    const seed = await seedAll(db, { plans: config.cataloguePlans });
    const seedMs = Date.now() - started;
    const scaled = scaleCatalogue(catalogueFixtures, config.cataloguePlans).plans !== null;
    const documents = scaled
      ? 0
      : await generateMissingDocuments(db, config.dataDir, { force: process.argv.includes('--force-documents') });
    process.stdout.write(
      `${JSON.stringify({ database: describeDatabase(config), migrations, catalogueVersion: seed.version, plans: seed.plans, seedMs, documentsGenerated: documents })}\n`,
    );
  } finally {
    await db.destroy();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
