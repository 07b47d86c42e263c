import type { Db } from '../db/open';
import { productTypeKey } from '../http/body-policy';

/**
 * Product types the site may name that are not a catalogue row: the travel assistance of docs/product/forms.md (the
 * forms slice opens the provider for them) and the product's company aliases (docs/product/api.md#catalogue).
 */
export const SITE_PRODUCT_TYPES = ['VIAJEINTERNACIONAL', 'TRAVEL', 'SEGURO COLECTIVO', 'Empresas'] as const;

/**
 * The allow-list of `productType` in bodies (docs/security.md#body-policy): what the site sends — profile form
 * names (colombia, colectivo, pets), insurance types and their upper types (a plan page sends its
 * insuranceType.name), comparator slugs, the landings' contact-form types — folded by productTypeKey.
 * Read from the seeded catalogue, so a new fixture type is accepted without a code change.
 */
export const readProductTypes = (db: Db): Set<string> => {
  const names = db
    .prepare(
      `SELECT name FROM profile_forms
       UNION SELECT name FROM insurance_types
       UNION SELECT upper_name FROM insurance_types
       UNION SELECT slug FROM comparators
       UNION SELECT DISTINCT tree.value FROM landings, json_tree(landings.body) AS tree WHERE tree.key = 'productType' AND tree.type = 'text'`,
    )
    .pluck()
    .all() as string[];
  return new Set([...names, ...SITE_PRODUCT_TYPES].map(productTypeKey));
};
