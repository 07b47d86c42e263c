import type { Kysely } from 'kysely';
import { adoptable } from './legacy';

/**
 * docs/product/api.md#leads: the advisor card picks the WhatsApp number at random from a list of phones. The list is a
 * JSON array beside telefono_1 (which stays the advisor's main number); an empty list means telefono_1 only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('advisors')
    .addColumn('telefonos', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
};

export const advisorPhones = adoptable(4, up);
