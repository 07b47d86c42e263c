import { formatBenefitTop, formatDeductible, formatPercentage, formatTopAmount } from './format-amounts';

const cop = (minAmount: number | null, maxAmount?: number | null) => ({
  minAmount,
  maxAmount,
  unit: { code: 'COP', currencyCode: 'COP' },
});
const usd = (code: string, minAmount: number, maxAmount: number) => ({
  minAmount,
  maxAmount,
  unit: { code, currencyCode: code },
});

describe('formatBenefitTop', () => {
  it("holds a benefit without a top of its own to the plan's annual maximum", () => {
    expect(formatBenefitTop(undefined, 200_000_000)).toBe('Hasta el tope anual');
    expect(formatBenefitTop(cop(null), 200_000_000)).toBe('Hasta el tope anual');
  });

  it("is 'Ilimitado' only when the plan has no annual maximum either", () => {
    expect(formatBenefitTop(undefined, 0)).toBe('Ilimitado');
    expect(formatBenefitTop(undefined, undefined)).toBe('Ilimitado');
  });

  it("keeps a benefit's own top", () => {
    expect(formatBenefitTop(cop(5_000_000), 200_000_000)).toBe('$\u00a05.000.000');
    expect(formatBenefitTop(cop(0), 200_000_000)).toBe('Sin tope');
  });
});

describe('formatTopAmount', () => {
  it('is unlimited when the minimum is null or there is no top amount', () => {
    expect(formatTopAmount(cop(null, 5_000_000))).toBe('Ilimitado');
    expect(formatTopAmount(undefined)).toBe('Ilimitado');
  });

  it('says "Sin tope" for a cap of 0', () => {
    expect(formatTopAmount(cop(0))).toBe('Sin tope');
  });

  it('shows only the minimum for USD/Año and USD/V', () => {
    expect(formatTopAmount(usd('USD/Año', 1000, 5000))).toBe('1.000 USD/Año');
    expect(formatTopAmount(usd('USD/V', 250, 900))).toBe('250 USD/V');
  });

  it('shows COP with the peso format, and a range when the maximum differs', () => {
    expect(formatTopAmount(cop(5_000_000, 5_000_000))).toBe('$\u00a05.000.000');
    expect(formatTopAmount(cop(250_000, 1_000_000))).toBe('$\u00a0250.000 - $\u00a01.000.000');
  });
});

describe('formatDeductible', () => {
  it('is "No cubre" when there is no deductible', () => {
    expect(formatDeductible(undefined)).toBe('No cubre');
    expect(formatDeductible(null)).toBe('No cubre');
    expect(formatDeductible(cop(null))).toBe('No cubre');
  });

  it('is "Sin copago" when it is zero (Colombia says copago, docs/product/detail.md#price-detail)', () => {
    expect(formatDeductible(cop(0))).toBe('Sin copago');
  });

  it('shows the amount otherwise', () => {
    expect(formatDeductible(cop(25_000))).toBe('$\u00a025.000');
  });
});

describe('formatPercentage', () => {
  it('adds the percent sign', () => {
    expect(formatPercentage(90)).toBe('90%');
    expect(formatPercentage(null)).toBe('—');
  });
});
