import type { SqliteConnection } from '../db/open';

/**
 * The schema exactly as the API's first migration runner wrote it (raw SQLite SQL, before Kysely), with its
 * bookkeeping table: tests build a developer database of that time and open it with today's code.
 */
export const LEGACY_MIGRATIONS: ReadonlyArray<{ id: number; name: string; sql: string }> = [
  {
    id: 1,
    name: 'catalogue',
    sql: `
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
    `,
  },
  {
    id: 2,
    name: 'content',
    sql: `
      CREATE TABLE content_blocks (key TEXT PRIMARY KEY, body TEXT NOT NULL);

      CREATE TABLE comparators (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, body TEXT NOT NULL);

      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        message TEXT NOT NULL,
        starts_at TEXT NOT NULL,
        ends_at TEXT
      );

      CREATE TABLE articles (
        slug TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        grp TEXT NOT NULL,
        published_at TEXT NOT NULL,
        summary TEXT NOT NULL,
        body TEXT NOT NULL
      );
      CREATE INDEX articles_by_date ON articles (published_at DESC);
      CREATE TABLE article_tags (
        tag TEXT NOT NULL,
        slug TEXT NOT NULL REFERENCES articles (slug) ON DELETE CASCADE,
        PRIMARY KEY (tag, slug)
      ) WITHOUT ROWID;

      CREATE TABLE landings (
        url TEXT PRIMARY KEY,
        type TEXT NOT NULL,
        position INTEGER NOT NULL,
        summary TEXT NOT NULL,
        body TEXT NOT NULL
      );
      CREATE INDEX landings_by_type ON landings (type, position);

      CREATE TABLE partners (
        subdomain TEXT PRIMARY KEY,
        iframe_token_hash TEXT UNIQUE,
        body TEXT NOT NULL
      );

      CREATE TABLE profile_forms (name TEXT PRIMARY KEY, body TEXT NOT NULL);
      CREATE TABLE integration_forms (hash TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, body TEXT NOT NULL);

      CREATE TABLE countries (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        phone_prefix TEXT NOT NULL,
        nationality TEXT NOT NULL,
        position INTEGER NOT NULL
      );

      CREATE TABLE business_lines (
        id INTEGER PRIMARY KEY,
        requires_employees INTEGER NOT NULL,
        body TEXT NOT NULL
      );

      CREATE TABLE advisors (
        id INTEGER PRIMARY KEY,
        nombres TEXT NOT NULL,
        apellidos TEXT NOT NULL,
        telefono_1 TEXT NOT NULL,
        email_corporativo TEXT NOT NULL UNIQUE COLLATE NOCASE,
        calendly_active INTEGER NOT NULL,
        calendly_url TEXT,
        active INTEGER NOT NULL,
        -- Round robin: the eligible advisor with the lowest value gets the next lead.
        last_assigned_seq INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE advisor_lines (
        advisor_id INTEGER NOT NULL REFERENCES advisors (id) ON DELETE CASCADE,
        business_line_id INTEGER NOT NULL,
        PRIMARY KEY (advisor_id, business_line_id)
      ) WITHOUT ROWID;

      CREATE TABLE referrers (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        name TEXT NOT NULL,
        ejecutivo TEXT
      );
    `,
  },
  {
    id: 3,
    name: 'leads',
    sql: `
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
    `,
  },
  {
    id: 4,
    name: 'advisor-phones',
    sql: `
      ALTER TABLE advisors ADD COLUMN telefonos TEXT NOT NULL DEFAULT '[]'
    `,
  },
  {
    id: 5,
    name: 'profile-retention',
    sql: `
      CREATE INDEX profile_submissions_by_date ON profile_submissions (created_at)
    `,
  },
];

/** Runs the old runner on an empty file: the first `count` migrations, each recorded in schema_migrations. */
export const createLegacyDatabase = (db: SqliteConnection, count = LEGACY_MIGRATIONS.length): void => {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const record = db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of LEGACY_MIGRATIONS.slice(0, count)) {
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, migration.name, new Date().toISOString());
    })();
  }
};
