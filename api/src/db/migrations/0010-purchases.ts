import { sql, type Kysely } from 'kysely';

/**
 * The online purchase (docs/adr/0019-online-purchase.md): a purchase of one plan for the profile it was started
 * with, its saved steps, every state it passed with its time, and its payment attempts (one per idempotency key;
 * only the card's brand and last four digits). Times are milliseconds since the epoch.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The purchase link's `session`: only its hash is kept.
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('person', 'company')`))
    .addColumn('plan_id', 'integer', (c) => c.notNull())
    .addColumn('product_code', 'text', (c) => c.notNull())
    .addColumn('profile', 'text')
    .addColumn('periodicity', 'text', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('lead_status', 'integer', (c) => c.notNull())
    .addColumn('sub_status', 'integer')
    .addColumn('sale_state', 'text', (c) => c.notNull())
    .addColumn('payment_state', 'text')
    // The saved steps' data by step name (JSON).
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer')
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('purchase_transitions')
    .addColumn('purchase_id', 'text', (c) => c.notNull().references('purchases.id').onDelete('cascade'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('lead_status', 'integer', (c) => c.notNull())
    .addColumn('sub_status', 'integer')
    .addColumn('sale_state', 'text', (c) => c.notNull())
    .addColumn('payment_state', 'text')
    .execute();
  await db.schema
    .createIndex('purchase_transitions_by_purchase')
    .on('purchase_transitions')
    .columns(['purchase_id', 'at'])
    .execute();

  await db.schema
    .createTable('payment_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purchase_id', 'text', (c) => c.notNull().references('purchases.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('periodicity', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('fee_tax', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    // 'processing' until the provider answers; then approved, rejected or pending (settled by its notification).
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('processing', 'approved', 'rejected', 'pending')`),
    )
    .addColumn('status_detail', 'text')
    .addColumn('settled_at', 'bigint')
    .execute();
  // A double click, a reload or a retried request carries the same key: one attempt, one charge.
  await db.schema
    .createIndex('payment_attempts_once')
    .on('payment_attempts')
    .columns(['purchase_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('payment_attempts_by_provider_id')
    .on('payment_attempts')
    .column('provider_payment_id')
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const down = async (db: Kysely<any>) => {
  await db.schema.dropTable('payment_attempts').ifExists().execute();
  await db.schema.dropTable('purchase_transitions').ifExists().execute();
  await db.schema.dropTable('purchases').ifExists().execute();
};

export const purchases = { up, down };
