import type { Db } from '../db/open';
import { parseJson } from '../db/open';
import { productTypeKey } from '../http/body-policy';

/**
 * Product types the site may name that are not a catalogue row: the travel assistance of docs/product/forms.md (the
 * forms slice opens the provider for them) and the product's company aliases (docs/product/api.md#catalogue).
 */
export const SITE_PRODUCT_TYPES = ['VIAJEINTERNACIONAL', 'TRAVEL', 'SEGURO COLECTIVO', 'Empresas'] as const;

/** Every string value of a `productType` key anywhere in a JSON document (what SQLite's json_tree found). */
const productTypesIn = (value: unknown, found: string[] = []): string[] => {
  if (Array.isArray(value)) value.forEach((item) => productTypesIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'productType' && typeof item === 'string') found.push(item);
      productTypesIn(item, found);
    }
  }
  return found;
};

/**
 * The allow-list of `productType` in bodies (docs/security.md#body-policy): what the site sends — profile form
 * names (colombia, colectivo, pets), insurance types and their upper types (a plan page sends its
 * insuranceType.name), comparator slugs, the landings' contact-form types — folded by productTypeKey.
 * Read from the seeded catalogue, so a new fixture type is accepted without a code change.
 */
export const readProductTypes = async (db: Db): Promise<Set<string>> => {
  const [forms, types, comparators, landings] = await Promise.all([
    db.selectFrom('profile_forms').select('name').execute(),
    db.selectFrom('insurance_types').select(['name', 'upper_name']).execute(),
    db.selectFrom('comparators').select('slug').execute(),
    db.selectFrom('landings').select('body').execute(),
  ]);
  const names = [
    ...forms.map((row) => row.name),
    ...types.flatMap((row) => [row.name, row.upper_name]),
    ...comparators.map((row) => row.slug),
    ...landings.flatMap((row) => productTypesIn(parseJson<unknown>(row.body))),
  ];
  return new Set([...names, ...SITE_PRODUCT_TYPES].map(productTypeKey));
};
