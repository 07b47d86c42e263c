import type { ProfilePrice } from '@qs/shared';
import { pricedPeople } from './priced-people';

describe('pricedPeople', () => {
  it('joins the profile members with their price by index; PriceNotFound is uninsurable', () => {
    const profile = {
      ingresodatos: true,
      cotizante: [
        { edad: 45, sexo: 'Masculino' as const },
        { edad: 43, sexo: 'Femenino' as const },
      ],
      cargas: [{ edad: 80, sexo: 'Femenino' as const, parentesco: 'Padre' }],
    };
    const profilePrice: ProfilePrice = {
      total: { profilesWithPrice: 2, profilesEvaluated: 3, arePricesDefined: true },
      profiles: [
        { index: 0, role: 'cotizante', method: 'ageBand', price: 181_000, ageRange: '45 a 49 años' },
        { index: 1, role: 'cotizante', method: 'ageBand', price: 162_400, ageRange: '40 a 44 años' },
        { index: 2, role: 'carga', method: 'PriceNotFound', price: null, ageRange: null },
      ],
    };
    expect(pricedPeople(profile, profilePrice)).toEqual([
      { role: 'titular', age: 45, price: 181_000, insurable: true },
      { role: 'conyuge', age: 43, price: 162_400, insurable: true },
      { role: 'padre', age: 80, price: null, insurable: false },
    ]);
  });
});
