import { formatPlanPrice } from './plan-price';

describe('formatPlanPrice', () => {
  it('writes the amount with es-CO grouping, then the unit after a space', () => {
    expect(formatPlanPrice({ minPrice: 119800, suffix: '/mes' })).toBe('$\u00a0119.800 /mes');
    expect(formatPlanPrice({ minPrice: 46000, suffix: '/mes p/empl.' })).toBe('$\u00a046.000 /mes p/empl.');
    expect(formatPlanPrice({ minPrice: 52200, suffix: '/año' })).toBe('$\u00a052.200 /año');
  });
});
