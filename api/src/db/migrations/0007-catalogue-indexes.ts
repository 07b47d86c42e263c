import { sql, type Kysely } from 'kysely';

/**
 * Indexes for a catalogue of tens of thousands of plans (docs/adr/0015-catalogue-at-scale.md, which shows the
 * query plans without and with them). Queries compare codes and URLs with `lower()` on both sides
 * (`equalsIgnoringCase`, db/dialect.ts) and order organizations by `lower(display_name)`: the unique
 * indexes of 0001 on the plain columns cannot serve those, so these index the same expressions. Both SQLite
 * and PostgreSQL build expression indexes with this syntax.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const up = async (db: Kysely<any>) => {
  // GET /api/insurance/by-url and /api/insurance/product/{code}: one plan by its folded URL or code.
  await db.schema
    .createIndex('plans_by_folded_url')
    .on('plans')
    .expression(sql`lower(url)`)
    .execute();
  await db.schema
    .createIndex('plans_by_folded_code')
    .on('plans')
    .expression(sql`lower(product_code)`)
    .execute();
  // GET /api/organization/seguros/tipo/{type}: the organizations of a type already in the answer's order.
  await db.schema
    .createIndex('organizations_by_type_folded_name')
    .on('organizations')
    .expression(sql`type, lower(display_name)`)
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const down = async (db: Kysely<any>) => {
  for (const name of ['organizations_by_type_folded_name', 'plans_by_folded_code', 'plans_by_folded_url']) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
};

export const catalogueIndexes = { up, down };
