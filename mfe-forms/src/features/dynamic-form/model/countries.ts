import type { Country as CountryAnswer, FormOption } from '@qs/shared';

/**
 * A country of GET /api/country (docs/product/forms.md#field-types: Country), or of the definition's own lists when that
 * call failed: what the country and phone-prefix fields read.
 */
export type Country = Pick<CountryAnswer, 'name' | 'code' | 'phonePrefix'>;

/**
 * Product rule (docs/product/forms.md#field-types): "Default country code CL when location unknown". The Colombian site's location
 * lookup answers CO when the edge gives no country (docs/api/routes.md), so CL is only reached when the
 * lookup fails or names a country the list does not offer.
 */
export const UNKNOWN_LOCATION_COUNTRY = 'CL';

/** Case and accents do not matter when a visitor types a country ("peru" is Perú). */
export const comparableName = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

export const countryByCode = (countries: readonly Country[], code: string | null | undefined): Country | undefined =>
  code ? countries.find((country) => country.code.toUpperCase() === code.toUpperCase()) : undefined;

export const countryByName = (countries: readonly Country[], text: string): Country | undefined => {
  const wanted = comparableName(text);
  return wanted ? countries.find((country) => comparableName(country.name) === wanted) : undefined;
};

/** "57", "+57" and "+ 57" are the same prefix. */
export const normalizePrefix = (text: string): string => {
  const compact = text.replace(/\s/g, '');
  return /^\d+$/.test(compact) ? `+${compact}` : compact;
};

/** A phone prefix is matched by the prefix itself (+1 is shared by several countries) (docs/product/forms.md#field-types). */
export const countryByPrefix = (countries: readonly Country[], text: string): Country | undefined => {
  const prefix = normalizePrefix(text);
  return prefix ? countries.find((country) => country.phonePrefix === prefix) : undefined;
};

/** The visitor's country, else Chile, else the first of the list (docs/product/forms.md#field-types). */
export const defaultCountryOf = (countries: readonly Country[], located: string | null): Country | undefined =>
  countryByCode(countries, located) ?? countryByCode(countries, UNKNOWN_LOCATION_COUNTRY) ?? countries[0];

/**
 * The definition's own lists, used when GET /api/country failed (docs/product/forms.md#field-types: such a failure is
 * ignored): country options carry `phonePrefix`, prefix options carry `code`.
 */
export const countriesFromOptions = (options: readonly FormOption[] | null | undefined): Country[] =>
  (options ?? []).flatMap((option) => {
    if (option.phonePrefix) return [{ code: option.value, name: option.label, phonePrefix: option.phonePrefix }];
    if (option.code)
      return [{ code: option.code, name: option.label.replace(/\s*\(.*\)$/, ''), phonePrefix: option.value }];
    return [];
  });
