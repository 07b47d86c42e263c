import { sql, type Kysely } from 'kysely';
import { generatedId } from '../dialect';
import { adoptable } from './legacy';

/** What visitors send: leads (never deleted by a reseed), profile submissions, shared links, error reports. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const up = async (db: Kysely<any>) => {
  const id = generatedId(db);
  await db.schema
    .createTable('leads')
    .addColumn('id', 'integer', id)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('contact', 'plan_request')`))
    .addColumn('idempotency_key', 'text')
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('business_line_id', 'integer')
    .addColumn('product_code', 'text')
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('advisor_id', 'integer')
    .addColumn('advisor', 'text')
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('status_name', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text')
    .execute();
  // A retried request carries the same key: the index makes a second insert impossible.
  await db.schema
    .createIndex('leads_by_idempotency_key')
    .on('leads')
    .columns(['kind', 'idempotency_key'])
    .unique()
    .where('idempotency_key', 'is not', null)
    .execute();
  await db.schema.createIndex('leads_by_date').on('leads').column('created_at').execute();

  await db.schema
    .createTable('profile_submissions')
    .addColumn('id', 'integer', id)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('shared_links')
    .addColumn('link', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('decoded_profile', 'text')
    .execute();

  await db.schema
    .createTable('client_errors')
    .addColumn('id', 'integer', id)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('slice', 'text')
    .addColumn('status', 'integer')
    .addColumn('url', 'text')
    .addColumn('country', 'text')
    .addColumn('client_ip', 'text')
    .execute();
};

export const leads = adoptable(3, up);
