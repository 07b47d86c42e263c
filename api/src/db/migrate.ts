import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { migrations } from './migrations';

/**
 * Applies, in name order and each in its own transaction, the migrations this database has not seen yet
 * (Kysely records them in `kysely_migration`). Returns the names applied; a failed migration is rolled back
 * and thrown.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const migrate = async (db: Kysely<any>, list: Record<string, Migration> = migrations): Promise<string[]> => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => list } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
};
