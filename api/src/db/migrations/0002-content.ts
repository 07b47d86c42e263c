import type { Migration } from '../migrate';

/** Site content and reference data: menu, blog, landings, forms, partners, advisors. */
export const content: Migration = {
  id: 2,
  name: 'content',
  up: (db) => {
    db.exec(`
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
    `);
  },
};
