import type { Kysely } from 'kysely';
import { byteOrderText } from '../dialect';

/**
 * The authorisation of the processing of personal data (Ley 1581 de 2012, docs/security.md#data-authorisation): with
 * each lead, chat and purchase, the version of the policy the visitor authorised, the SHA-256 of that version's text
 * and the server's time of the authorisation; a purchase also keeps the express authorisation of its health data.
 * Null on the rows stored before. Times follow each table's own: ISO text for leads, milliseconds for the others.
 * Text columns are byte-ordered on PostgreSQL (`byteOrderText`, migration 0012).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const up = async (db: AnyDb) => {
  const text = byteOrderText(db);
  await db.schema.alterTable('leads').addColumn('data_policy_version', text).execute();
  await db.schema.alterTable('leads').addColumn('data_policy_hash', text).execute();
  await db.schema.alterTable('leads').addColumn('data_authorised_at', text).execute();
  for (const table of ['chat_conversations', 'purchases']) {
    await db.schema.alterTable(table).addColumn('data_policy_version', text).execute();
    await db.schema.alterTable(table).addColumn('data_policy_hash', text).execute();
    await db.schema.alterTable(table).addColumn('data_authorised_at', 'bigint').execute();
  }
  await db.schema.alterTable('purchases').addColumn('sensitive_policy_version', text).execute();
  await db.schema.alterTable('purchases').addColumn('sensitive_policy_hash', text).execute();
  await db.schema.alterTable('purchases').addColumn('sensitive_authorised_at', 'bigint').execute();
};

const down = async (db: AnyDb) => {
  for (const column of ['sensitive_authorised_at', 'sensitive_policy_hash', 'sensitive_policy_version'])
    await db.schema.alterTable('purchases').dropColumn(column).execute();
  for (const table of ['purchases', 'chat_conversations', 'leads'])
    for (const column of ['data_authorised_at', 'data_policy_hash', 'data_policy_version'])
      await db.schema.alterTable(table).dropColumn(column).execute();
};

export const dataAuthorisation = { up, down };
