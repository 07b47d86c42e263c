import type { Kysely } from 'kysely';
import { byteOrderText, floatType, generatedId } from '../dialect';

/**
 * The first-party analytics events (`POST /api/events`, routes/analytics/events.ts): what the site sends after the
 * visitor consents, one row per event, read by the conversions report (`npm run report:conversions -w api`,
 * `GET /api/admin/conversions`). Times are ISO text in UTC, as the leads': `received_at` by the server's clock,
 * `occurred_at` the client's. The fields the report groups and sums by have columns of their own; `params` keeps
 * every parameter as sent (JSON). Text columns are byte-ordered on PostgreSQL (`byteOrderText`, migration 0012).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const up = async (db: AnyDb) => {
  const text = byteOrderText(db);
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('received_at', text, (c) => c.notNull())
    .addColumn('occurred_at', text, (c) => c.notNull())
    .addColumn('client_id', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('category', text, (c) => c.notNull())
    .addColumn('page', text, (c) => c.notNull())
    .addColumn('utm_source', text)
    .addColumn('utm_medium', text)
    .addColumn('utm_campaign', text)
    .addColumn('utm_term', text)
    .addColumn('utm_content', text)
    .addColumn('gclid', text)
    .addColumn('comparator', text)
    .addColumn('value', floatType(db))
    .addColumn('currency', text)
    .addColumn('transaction_id', text)
    .addColumn('lead_id', text)
    .addColumn('item_id', text)
    .addColumn('params', text, (c) => c.notNull())
    .execute();
  // The report reads a period of events; a purchase is counted once per transaction.
  await db.schema.createIndex('analytics_events_by_time').on('analytics_events').column('occurred_at').execute();
  await db.schema
    .createIndex('analytics_events_by_transaction')
    .on('analytics_events')
    .columns(['transaction_id', 'id'])
    .execute();
};

const down = async (db: AnyDb) => {
  await db.schema.dropTable('analytics_events').ifExists().execute();
};

export const analyticsEvents = { up, down };
