import type { Db } from '../db/open';
import { catalogueFixtures, type CatalogueFixtures } from './fixtures';
import { seedCatalogue } from './seed-catalogue';
import { scaleCatalogue } from './scale';
import { seedContent } from './seed-content';
import { catalogueVersion } from './version';

export interface SeedResult {
  seeded: boolean;
  version: string;
  plans: number;
}

const storedVersion = async (db: Db): Promise<string | undefined> =>
  (await db.selectFrom('meta').select('value').where('key', '=', 'catalogue_version').executeTakeFirst())?.value;

const planCount = async (db: Db): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('plans')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const setMeta = (db: Db, key: string, value: string) =>
  db
    .insertInto('meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();

export interface SeedOptions {
  fixtures?: CatalogueFixtures;
  now?: Date;
  /** QS_CATALOGUE_PLANS: a catalogue of that many plans (scale.ts); unset, or not above the fixtures' count, the fixtures' own. */
  plans?: number | null;
}

/** Loads every fixture in one transaction: a reader sees the old catalogue or the new one, never half. */
export const seedAll = async (
  db: Db,
  { fixtures = catalogueFixtures, now = new Date(), plans = null }: SeedOptions = {},
): Promise<SeedResult> => {
  const scaled = scaleCatalogue(fixtures, plans);
  const version = catalogueVersion(scaled.plans);
  await db.transaction().execute(async (trx) => {
    await seedCatalogue(trx, scaled.fixtures, now, scaled.marketOf);
    await seedContent(trx, scaled.fixtures);
    await setMeta(trx, 'catalogue_version', version);
    await setMeta(trx, 'seeded_at', now.toISOString());
  });
  return { seeded: true, version, plans: await planCount(db) };
};

/**
 * Seeds an empty database, and reseeds one whose catalogue came from other fixtures (a pull that changed
 * them). Leads, profile submissions and shared links are never touched.
 */
export const ensureSeeded = async (db: Db, options: Omit<SeedOptions, 'fixtures'> = {}): Promise<SeedResult> => {
  const version = catalogueVersion(scaleCatalogue(catalogueFixtures, options.plans).plans);
  if ((await storedVersion(db)) === version) return { seeded: false, version, plans: await planCount(db) };
  return seedAll(db, options);
};
