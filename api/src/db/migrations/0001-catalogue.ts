import type { Migration } from '../migrate';

/**
 * The plan catalogue. Columns hold what the compare call filters and sorts on; the card and the detail
 * sections are stored as the JSON documents the API answers with, built once by the seed.
 */
export const catalogue: Migration = {
  id: 1,
  name: 'catalogue',
  up: (db) => {
    db.exec(`
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE organizations (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        display_name TEXT NOT NULL,
        state_code TEXT,
        state_name TEXT,
        city TEXT,
        metadata TEXT NOT NULL
      );
      CREATE INDEX organizations_by_type ON organizations (type, display_name);

      CREATE TABLE insurance_types (
        name TEXT PRIMARY KEY,
        upper_name TEXT NOT NULL,
        section TEXT NOT NULL,
        pricing TEXT NOT NULL CHECK (pricing IN ('people', 'employees', 'pets')),
        price_label TEXT NOT NULL,
        business_line_id INTEGER NOT NULL,
        body TEXT NOT NULL
      );

      CREATE TABLE plans (
        id INTEGER PRIMARY KEY,
        product_code TEXT NOT NULL UNIQUE,
        url TEXT NOT NULL UNIQUE,
        organization_id INTEGER NOT NULL REFERENCES organizations (id),
        insurance_type TEXT NOT NULL REFERENCES insurance_types (name),
        display_name TEXT NOT NULL,
        score REAL NOT NULL,
        popularity INTEGER NOT NULL,
        is_promoted INTEGER NOT NULL,
        launched_at TEXT NOT NULL,
        price_unit TEXT NOT NULL,
        min_subscribers INTEGER,
        base_price INTEGER NOT NULL,
        card TEXT NOT NULL
      );
      CREATE INDEX plans_by_type ON plans (insurance_type);
      CREATE INDEX plans_by_organization ON plans (organization_id);

      CREATE TABLE plan_features (
        plan_id INTEGER NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        PRIMARY KEY (plan_id, name)
      ) WITHOUT ROWID;
      CREATE INDEX plan_features_by_name ON plan_features (name, plan_id);

      -- One row per age band and segment (sex, or species for pets): the plan's price table.
      CREATE TABLE plan_prices (
        plan_id INTEGER NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
        segment TEXT NOT NULL,
        age_min INTEGER NOT NULL,
        age_max INTEGER NOT NULL,
        price INTEGER NOT NULL CHECK (price > 0),
        PRIMARY KEY (plan_id, segment, age_min)
      ) WITHOUT ROWID;
      CREATE INDEX plan_prices_by_person ON plan_prices (segment, age_min, age_max);

      CREATE TABLE plan_content (
        plan_id INTEGER NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
        section TEXT NOT NULL,
        body TEXT NOT NULL,
        PRIMARY KEY (plan_id, section)
      ) WITHOUT ROWID;

      CREATE TABLE coverage_networks (
        plan_id INTEGER NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
        coverage_code TEXT NOT NULL,
        coverage_name TEXT NOT NULL,
        percentage INTEGER NOT NULL,
        deductible INTEGER NOT NULL,
        clinic_id INTEGER NOT NULL REFERENCES organizations (id),
        PRIMARY KEY (plan_id, coverage_code, clinic_id)
      ) WITHOUT ROWID;
      CREATE INDEX coverage_networks_by_clinic ON coverage_networks (clinic_id);

      -- PDF documents: the spec is everything the generator needs; size is set once the file exists.
      CREATE TABLE documents (
        file_name TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        title TEXT NOT NULL,
        pages INTEGER NOT NULL,
        spec TEXT NOT NULL,
        size INTEGER
      );
      CREATE TABLE plan_documents (
        plan_id INTEGER NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
        file_name TEXT NOT NULL REFERENCES documents (file_name),
        position INTEGER NOT NULL,
        PRIMARY KEY (plan_id, file_name)
      ) WITHOUT ROWID;
    `);
  },
};
