import { chargeOf, paymentsPerYear, PERIODICITIES, PERIODICITY_MONTHS } from './price';

describe('the purchase charge (docs/adr/0019-online-purchase.md)', () => {
  it('multiplies the monthly price by the periodicity, 12 to 1 payments a year', () => {
    expect(PERIODICITIES.map((periodicity) => [PERIODICITY_MONTHS[periodicity], paymentsPerYear(periodicity)])).toEqual([
      [1, 12], [2, 6], [3, 4], [4, 3], [6, 2], [12, 1],
    ]);
  });

  it('adds the provider fee (2 %) and the tax on the fee (0.38 %), each rounded to the peso', () => {
    expect(chargeOf(185_900, 'monthly')).toEqual({ periodicity: 'monthly', monthly: 185_900, subtotal: 185_900, fee: 3_718, feeTax: 14, total: 189_632, currency: 'COP' });
    expect(chargeOf(185_900, 'yearly')).toEqual({ periodicity: 'yearly', monthly: 185_900, subtotal: 2_230_800, fee: 44_616, feeTax: 170, total: 2_275_586, currency: 'COP' });
    expect(chargeOf(99_999.6, 'quarterly')).toMatchObject({ monthly: 100_000, subtotal: 300_000, fee: 6_000, feeTax: 23, total: 306_023 });
  });

  it('refuses a price of nothing (the fee would be above the amount)', () => {
    expect(() => chargeOf(0, 'monthly')).toThrow('4038');
    expect(() => chargeOf(Number.NaN, 'monthly')).toThrow('4038');
  });
});
