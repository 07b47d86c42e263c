import type { Kysely } from 'kysely';
import { byteOrderText } from '../dialect';

/**
 * The additional-insurance requests (docs/product/api.md#additional-insurance): each is a lead (kind 'plan_request',
 * its fields marked `solicitud: 'seguro_adicional'`); this table keeps, per lead, only the SHA-256 of the secret
 * `POST /api/seguro-adicional/update` asks for, and when the visitor last added details. The details themselves go
 * into the lead's fields, so operators read them with the lead and a data erasure removes them with it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const up = async (db: AnyDb) => {
  const text = byteOrderText(db);
  await db.schema
    .createTable('additional_insurance_requests')
    .addColumn('lead_id', 'integer', (c) => c.primaryKey().references('leads.id').onDelete('cascade'))
    .addColumn('token_hash', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text)
    .execute();
};

const down = async (db: AnyDb) => {
  await db.schema.dropTable('additional_insurance_requests').ifExists().execute();
};

export const additionalInsurance = { up, down };
