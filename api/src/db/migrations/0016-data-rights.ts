import { sql, type Kysely } from 'kysely';
import { byteOrderText, generatedId } from '../dialect';

/**
 * The visitor's data-rights requests under Ley 1581 de 2012 (docs/security.md#data-rights): know ('conocer'),
 * update ('actualizar') or delete ('suprimir') what is stored for an e-mail address, each confirmed from that
 * mailbox with a one-time link. Only the SHA-256 of the link's token is kept; it expires 24 hours after the request
 * and works once (`confirmed_at`). The request stays as the record of how it was handled: 'por_confirmar' until
 * its link is used, then 'atendida', or 'pendiente' for an update an advisor applies. Times are milliseconds since
 * the epoch (bigint); text columns are byte-ordered on PostgreSQL (`byteOrderText`, migration 0012).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const up = async (db: AnyDb) => {
  const text = byteOrderText(db);
  await db.schema
    .createTable('data_rights_requests')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // In lower case, as the visitor's other data is looked up by it.
    .addColumn('email', text, (c) => c.notNull())
    .addColumn('kind', text, (c) => c.notNull().check(sql`kind in ('conocer', 'actualizar', 'suprimir')`))
    // What an 'actualizar' asks to correct, in the visitor's words.
    .addColumn('details', text)
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addColumn('status', text, (c) => c.notNull().check(sql`status in ('por_confirmar', 'pendiente', 'atendida')`))
    .execute();
  // The per-address cap on links reads the recent requests of one address.
  await db.schema
    .createIndex('data_rights_requests_by_email')
    .on('data_rights_requests')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('data_rights_requests_by_expiry')
    .on('data_rights_requests')
    .column('expires_at')
    .execute();
};

const down = async (db: AnyDb) => {
  await db.schema.dropTable('data_rights_requests').ifExists().execute();
};

export const dataRights = { up, down };
