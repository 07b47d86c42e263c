import { COUNTRIES } from '../test/test-definitions';
import { countriesFromOptions, countryByName, countryByPrefix, defaultCountryOf } from './countries';

describe('countries', () => {
  it("defaults to the visitor's country, else Chile (docs/product/forms.md#field-types)", () => {
    expect(defaultCountryOf(COUNTRIES, 'PE')?.code).toBe('PE');
    expect(defaultCountryOf(COUNTRIES, null)?.code).toBe('CL');
    expect(defaultCountryOf(COUNTRIES, 'DE')?.code).toBe('CL');
  });

  it('matches names without case or accents, and prefixes with or without +', () => {
    expect(countryByName(COUNTRIES, ' canada ')?.code).toBe('CA');
    expect(countryByPrefix(COUNTRIES, '57')?.code).toBe('CO');
    expect(countryByPrefix(COUNTRIES, '+ 56')?.code).toBe('CL');
    expect(countryByPrefix(COUNTRIES, '+5')).toBeUndefined();
  });

  it("reads the definition's own country and prefix lists", () => {
    expect(countriesFromOptions([{ value: 'CO', label: 'Colombia', phonePrefix: '+57' }])).toEqual([
      { code: 'CO', name: 'Colombia', phonePrefix: '+57' },
    ]);
    expect(countriesFromOptions([{ value: '+56', label: 'Chile (+56)', code: 'CL' }])).toEqual([
      { code: 'CL', name: 'Chile', phonePrefix: '+56' },
    ]);
    expect(countriesFromOptions(null)).toEqual([]);
  });
});
