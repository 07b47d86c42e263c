import { PriceColumns } from './price-columns';

describe('price classes of ages', () => {
  // Plan 1: bands 0–9 and 10–19; plan 2: 0–14 and 15–19, women only; plan 3: men up to 12.
  const rows = [
    { planId: 1, segment: 'Masculino', ageMin: 0, ageMax: 9, price: 100 },
    { planId: 1, segment: 'Masculino', ageMin: 10, ageMax: 19, price: 200 },
    { planId: 1, segment: 'Femenino', ageMin: 0, ageMax: 19, price: 150 },
    { planId: 2, segment: 'Femenino', ageMin: 0, ageMax: 14, price: 300 },
    { planId: 2, segment: 'Femenino', ageMin: 15, ageMax: 19, price: 300 },
    { planId: 3, segment: 'Masculino', ageMin: 0, ageMax: 12, price: 50 },
  ];
  const prices = PriceColumns.fromRows([1, 2, 3], new Uint8Array(3), rows);
  const classes = (segment: string) => {
    const groups = new Map<string, number[]>();
    for (let age = 0; age <= 21; age += 1) {
      const token = prices.priceClass(segment, age);
      groups.set(token, [...(groups.get(token) ?? []), age]);
    }
    return [...groups.values()];
  };

  it('puts two ages together only when every plan prices both from the same row', () => {
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    // Men: plan 1 splits at 10, plan 3 ends at 12; past 19 nobody has a row.
    expect(classes('Masculino')).toEqual([range(0, 9), range(10, 12), range(13, 19), [20, 21]]);
    // Women: plan 2 splits at 15 (the same price in both rows, but another band: its label differs).
    expect(classes('Femenino')).toEqual([range(0, 14), range(15, 19), [20, 21]]);
  });

  it('keeps segments apart even where no plan has a row for either', () => {
    expect(prices.priceClass('Masculino', 50)).not.toBe(prices.priceClass('Femenino', 50));
    expect(prices.priceClass('Gato', 3)).not.toBe(prices.priceClass('Perro', 3));
  });
});
