import { family, parseSetups, percentile } from './compare';

describe('bench:api setups (QS_BENCH_SETUPS)', () => {
  it('runs every database × catalogue × instances by default, or the ones named', () => {
    expect(parseSetups(undefined)).toHaveLength(8);
    expect(parseSetups('sqlite:125:1, postgres:50000:2')).toEqual([
      { database: 'sqlite', plans: 125, instances: 1 },
      { database: 'postgres', plans: 50000, instances: 2 },
    ]);
    expect(() => parseSetups('mysql:125:1')).toThrow('QS_BENCH_SETUPS');
    expect(() => parseSetups('sqlite:125:3')).toThrow('QS_BENCH_SETUPS');
  });
});

describe('bench:api measures', () => {
  it('reads percentiles off the recorded latencies', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(latencies, 0.5)).toBe(51);
    expect(percentile(latencies, 0.99)).toBe(100);
    expect(percentile([], 0.99)).toBe(0);
  });

  it('sends a different family of 4 on each POST, within the ages the tables cover', () => {
    const families = Array.from({ length: 1000 }, (_, n) => family(n));
    expect(new Set(families.map((f) => JSON.stringify(f))).size).toBe(1000);
    const ages = families.flatMap((f) => [...f.cotizante, ...f.cargas].map((person) => person.edad));
    expect(Math.min(...ages)).toBe(0);
    expect(Math.max(...ages)).toBe(59);
  });
});
