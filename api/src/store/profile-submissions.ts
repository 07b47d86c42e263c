import type { Db } from '../db/open';
import { statement } from './statements';

/**
 * Designed (docs/security.md#profile-submissions): a submitted profile (ages, sex, EPS, pets) is only useful to follow the
 * forms' use over a season, and it describes a person's household: 90 days, then it is deleted.
 */
export const PROFILE_RETENTION_DAYS = 90;

/** Whatever the dates say, the table never holds more than this many rows (the newest are kept). */
export const PROFILE_SUBMISSIONS_KEPT = 100_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes submissions older than the retention period, and any beyond the row cap. Returns rows deleted. */
export const purgeProfileSubmissions = (db: Db, now: Date): number => {
  const cutoff = new Date(now.getTime() - PROFILE_RETENTION_DAYS * DAY_MS).toISOString();
  const old = statement(db, 'DELETE FROM profile_submissions WHERE created_at < ?').run(cutoff).changes;
  const newest = (statement(db, 'SELECT MAX(id) FROM profile_submissions').pluck().get() as number | null) ?? 0;
  const extra = statement(db, 'DELETE FROM profile_submissions WHERE id <= ?').run(newest - PROFILE_SUBMISSIONS_KEPT).changes;
  return old + extra;
};

/** Stores one submission and applies the retention rule in the same transaction. */
export const saveProfileSubmission = (db: Db, { productType, form }: { productType: string; form: unknown }, now: Date): number =>
  db.transaction(() => {
    const { lastInsertRowid } = statement(db, 'INSERT INTO profile_submissions (created_at, product_type, form) VALUES (?, ?, ?)').run(
      now.toISOString(),
      productType,
      JSON.stringify(form),
    );
    purgeProfileSubmissions(db, now);
    return Number(lastInsertRowid);
  })();
