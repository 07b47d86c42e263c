import type { Kysely } from 'kysely';
import { adoptable } from './legacy';

/**
 * docs/security.md#profile-submissions: profile submissions are kept for a limited time (PROFILE_RETENTION_DAYS). The
 * purge deletes by date on every insert, so the date needs an index to stay cheap as the table grows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const up = async (db: Kysely<any>) => {
  await db.schema.createIndex('profile_submissions_by_date').on('profile_submissions').column('created_at').execute();
};

export const profileRetention = adoptable(5, up);
