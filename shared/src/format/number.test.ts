import { formatNumber } from './number';

const intl = (value: number, minimumFractionDigits: number, maximumFractionDigits: number) =>
  new Intl.NumberFormat('es-CO', { minimumFractionDigits, maximumFractionDigits }).format(value);

// A small deterministic generator: the same values on every run.
const values = (): number[] => {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const picked = [
    0,
    -0,
    1,
    -1,
    5,
    999,
    1000,
    1234,
    9999.5,
    12345,
    123456,
    1234567,
    1_000_000_000,
    0.5,
    1.5,
    2.5,
    -2.5,
    1.005,
    1.045,
    4.35,
    4.25,
    0.05,
    0.125,
    8.6 / 2,
    119800,
    214000,
    52200.49,
    74000.5,
    -0.4,
    -1234.56,
  ];
  for (let i = 0; i < 3000; i += 1) {
    const scale = 10 ** Math.floor(next() * 10);
    const raw = (next() - 0.2) * scale;
    picked.push(
      raw,
      Math.round(raw),
      Math.round(raw * 100) / 100,
      Math.round(raw * 10) / 10 + 0.05,
      Math.round(raw * 1000) / 1000 + 0.0005,
    );
  }
  return picked;
};

describe('formatNumber (es-CO, without Intl)', () => {
  it.each([
    [0, 0],
    [0, 1],
    [1, 1],
    [0, 2],
    [2, 2],
    [0, 3],
  ])('writes what Intl.NumberFormat writes, with %i to %i decimals', (minimumFractionDigits, maximumFractionDigits) => {
    const differing = values().filter(
      (value) =>
        formatNumber(value, { minimumFractionDigits, maximumFractionDigits }) !==
        intl(value, minimumFractionDigits, maximumFractionDigits),
    );
    expect(
      differing.map(
        (value) =>
          `${value}: ${formatNumber(value, { minimumFractionDigits, maximumFractionDigits })} vs ${intl(value, minimumFractionDigits, maximumFractionDigits)}`,
      ),
    ).toEqual([]);
  });

  it('groups thousands with a dot and writes decimals with a comma', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(1234567.891, { maximumFractionDigits: 2 })).toBe('1.234.567,89');
    expect(formatNumber(4.3, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4,3');
    expect(formatNumber(-5000)).toBe('-5.000');
  });

  it('leaves what it does not write itself to Intl (not a number, infinity, exponent notation)', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, 1e21, 1e-7])
      expect(formatNumber(value, { maximumFractionDigits: 0 })).toBe(intl(value, 0, 0));
  });
});
