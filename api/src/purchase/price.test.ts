import { chargeOf, paymentsPerYear, PERIODICITIES, PERIODICITY_MONTHS } from './price';

describe('the purchase charge (docs/adr/0019-online-purchase.md)', () => {
  it('multiplies the monthly price by the periodicity, 12 to 1 payments a year', () => {
    expect(PERIODICITIES.map((periodicity) => [PERIODICITY_MONTHS[periodicity], paymentsPerYear(periodicity)])).toEqual(
      [
        [1, 12],
        [2, 6],
        [3, 4],
        [4, 3],
        [6, 2],
        [12, 1],
      ],
    );
  });

  it("charges the plan's price and nothing more: no gateway fee or tax line, each amount rounded to the peso", () => {
    expect(chargeOf(185_900, 'monthly')).toEqual({
      periodicity: 'monthly',
      monthly: 185_900,
      subtotal: 185_900,
      total: 185_900,
      currency: 'COP',
    });
    expect(chargeOf(185_900, 'yearly')).toEqual({
      periodicity: 'yearly',
      monthly: 185_900,
      subtotal: 2_230_800,
      total: 2_230_800,
      currency: 'COP',
    });
    expect(chargeOf(99_999.6, 'quarterly')).toEqual({
      periodicity: 'quarterly',
      monthly: 100_000,
      subtotal: 299_999,
      total: 299_999,
      currency: 'COP',
    });
  });

  it('charges a yearly price once a year exactly as it is shown, not twelve rounded months', () => {
    expect(chargeOf(87_001 / 12, 'yearly')).toMatchObject({ monthly: 7_250, subtotal: 87_001, total: 87_001 });
    expect(chargeOf(87_001 / 12, 'halfYearly')).toMatchObject({ total: 43_501 });
  });

  it('refuses a price of nothing', () => {
    expect(() => chargeOf(0, 'monthly')).toThrow('El valor a pagar no es válido.');
    expect(() => chargeOf(Number.NaN, 'monthly')).toThrow('El valor a pagar no es válido.');
  });
});
