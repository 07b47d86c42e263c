import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The table in which the API's first migration runner (raw SQL, before Kysely) recorded the migrations it
 * applied, by number. A developer database made by it already has their tables.
 */
export const LEGACY_MIGRATIONS_TABLE = 'schema_migrations';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const legacyApplied = async (db: Kysely<any>, legacyId: number): Promise<boolean> => {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === LEGACY_MIGRATIONS_TABLE)) return false;
  const row = await db.selectFrom(LEGACY_MIGRATIONS_TABLE).select('id').where('id', '=', legacyId).executeTakeFirst();
  return row !== undefined;
};

/**
 * A migration the old runner knew by number. When its record says it ran, the schema is already there: the
 * migration does nothing and Kysely's Migrator records it as done (adoption). Otherwise it runs as written.
 * The old table stays, untouched, as the history of how the file began.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const adoptable = (legacyId: number, up: (db: Kysely<any>) => Promise<void>): Migration => ({
  up: async (db) => {
    if (await legacyApplied(db, legacyId)) return;
    await up(db);
  },
});
