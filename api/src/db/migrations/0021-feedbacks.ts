import type { Kysely } from 'kysely';
import { byteOrderText } from '../dialect';

/**
 * The visitors' opinions of the site (`POST /api/feedbacks`, routes/feedback/feedbacks.ts): a score, an optional
 * comment and the page. The token that lets its author read and change it is kept only as its SHA-256.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const up = async (db: AnyDb) => {
  const text = byteOrderText(db);
  await db.schema
    .createTable('feedbacks')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', text)
    .addColumn('page', text, (c) => c.notNull())
    .addColumn('token_hash', text, (c) => c.notNull())
    .addColumn('client_ip', text)
    .execute();
  await db.schema.createIndex('feedbacks_by_time').on('feedbacks').column('created_at').execute();
};

const down = async (db: AnyDb) => {
  await db.schema.dropTable('feedbacks').ifExists().execute();
};

export const feedbacks = { up, down };
