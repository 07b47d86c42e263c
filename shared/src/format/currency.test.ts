import { formatCop } from './currency';

describe('formatCop', () => {
  it('writes es-CO pesos: the symbol, a no-break space and the rounded amount, as Intl es-CO does', () => {
    expect(formatCop(123456)).toBe('$\u00a0123.456');
    expect(formatCop(15000.6)).toBe(
      new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(15001),
    );
  });

  it('never lets a line break part the symbol from the amount', () => {
    expect(formatCop(15000)).not.toMatch(/\$ /);
  });
});
