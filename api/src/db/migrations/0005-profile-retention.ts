import type { Migration } from '../migrate';

/**
 * docs/security.md#profile-submissions: profile submissions are kept for a limited time (PROFILE_RETENTION_DAYS). The
 * purge deletes by date on every insert, so the date needs an index to stay cheap as the table grows.
 */
export const profileRetention: Migration = {
  id: 5,
  name: 'profile-retention',
  up: (db) => {
    db.exec('CREATE INDEX profile_submissions_by_date ON profile_submissions (created_at)');
  },
};
