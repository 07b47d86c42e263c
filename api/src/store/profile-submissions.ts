import type { Db } from '../db/open';

/**
 * Designed (docs/security.md#profile-submissions): a submitted profile (ages, sex, EPS, pets) is only useful to follow the
 * forms' use over a season, and it describes a person's household: 90 days, then it is deleted.
 */
export const PROFILE_RETENTION_DAYS = 90;

/** Whatever the dates say, the table never holds more than this many rows (the newest are kept). */
export const PROFILE_SUBMISSIONS_KEPT = 100_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes submissions older than the retention period, and any beyond the row cap. Returns rows deleted. */
export const purgeProfileSubmissions = async (db: Db, now: Date): Promise<number> => {
  const cutoff = new Date(now.getTime() - PROFILE_RETENTION_DAYS * DAY_MS).toISOString();
  const old = await db.deleteFrom('profile_submissions').where('created_at', '<', cutoff).executeTakeFirst();
  const { newest } = await db
    .selectFrom('profile_submissions')
    .select((eb) => eb.fn.max('id').as('newest'))
    .executeTakeFirstOrThrow();
  const extra = await db
    .deleteFrom('profile_submissions')
    .where('id', '<=', (newest ?? 0) - PROFILE_SUBMISSIONS_KEPT)
    .executeTakeFirst();
  return Number(old.numDeletedRows) + Number(extra.numDeletedRows);
};

/** Stores one submission and applies the retention rule in the same transaction. */
export const saveProfileSubmission = (
  db: Db,
  { productType, form }: { productType: string; form: unknown },
  now: Date,
): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('profile_submissions')
      .values({ created_at: now.toISOString(), product_type: productType, form: JSON.stringify(form) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await purgeProfileSubmissions(trx, now);
    return id;
  });
