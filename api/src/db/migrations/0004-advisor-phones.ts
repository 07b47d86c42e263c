import type { Migration } from '../migrate';

/**
 * docs/product/api.md#leads: the advisor card picks the WhatsApp number at random from a list of phones. The list is a
 * JSON array beside telefono_1 (which stays the advisor's main number); an empty list means telefono_1 only.
 */
export const advisorPhones: Migration = {
  id: 4,
  name: 'advisor-phones',
  up: (db) => {
    db.exec(`ALTER TABLE advisors ADD COLUMN telefonos TEXT NOT NULL DEFAULT '[]'`);
  },
};
