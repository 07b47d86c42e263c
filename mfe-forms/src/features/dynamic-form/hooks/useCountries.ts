import { useEffect, useState } from 'react';
import { getCountries } from '../api/get-countries';
import { getVisitorLocation } from '../api/get-visitor-location';
import { defaultCountryOf, type Country } from '../model/countries';

export interface CountryContext {
  countries: Country[];
  /** The visitor's country (docs/product/forms.md#field-types), CL when unknown; undefined while loading. */
  defaultCountry?: Country;
}

/**
 * The country list and the visitor's default country, for the phone-prefix and country fields.
 * Loaded only when the form has such a field. A failed country list is ignored (docs/product/forms.md#field-types): the
 * definition's own list is used instead.
 */
export const useCountries = (needed: boolean, fallback: Country[]): CountryContext => {
  const [context, setContext] = useState<CountryContext>({ countries: fallback });

  useEffect(() => {
    if (!needed) return;
    let live = true;
    Promise.all([getCountries().catch(() => [] as Country[]), getVisitorLocation()]).then(([loaded, located]) => {
      if (!live) return;
      const countries = loaded.length > 0 ? loaded : fallback;
      setContext({ countries, defaultCountry: defaultCountryOf(countries, located) });
    });
    return () => {
      live = false;
    };
  }, [needed]); // the fallback list comes from the same definition as `needed`

  return context;
};
