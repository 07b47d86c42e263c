import type { Migration } from '../migrate';

/** What visitors send: leads (never deleted by a reseed), profile submissions, shared links, error reports. */
export const leads: Migration = {
  id: 3,
  name: 'leads',
  up: (db) => {
    db.exec(`
      CREATE TABLE leads (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('contact', 'plan_request')),
        idempotency_key TEXT,
        fingerprint TEXT NOT NULL,
        business_line_id INTEGER,
        product_code TEXT,
        fields TEXT NOT NULL,
        advisor_id INTEGER,
        advisor TEXT,
        status_id INTEGER NOT NULL,
        status_name TEXT NOT NULL,
        client_ip TEXT
      );
      -- A retried request carries the same key: the index makes a second insert impossible.
      CREATE UNIQUE INDEX leads_by_idempotency_key ON leads (kind, idempotency_key) WHERE idempotency_key IS NOT NULL;
      CREATE INDEX leads_by_date ON leads (created_at);

      CREATE TABLE profile_submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL,
        product_type TEXT NOT NULL,
        form TEXT NOT NULL
      );

      CREATE TABLE shared_links (
        link TEXT PRIMARY KEY,
        fingerprint TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        url TEXT NOT NULL,
        decoded_profile TEXT
      );

      CREATE TABLE client_errors (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL,
        kind TEXT NOT NULL,
        message TEXT NOT NULL,
        slice TEXT,
        status INTEGER,
        url TEXT,
        country TEXT,
        client_ip TEXT
      );
    `);
  },
};
