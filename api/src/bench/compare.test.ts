import { parseSetups } from './compare';

describe('bench:api setups (QS_BENCH_SETUPS)', () => {
  it('runs every database × catalogue × instances by default, or the ones named', () => {
    expect(parseSetups(undefined)).toHaveLength(8);
    expect(parseSetups('sqlite:125:1, postgres:50000:2')).toEqual([{ database: 'sqlite', plans: 125, instances: 1 }, { database: 'postgres', plans: 50000, instances: 2 }]);
    expect(() => parseSetups('mysql:125:1')).toThrow('QS_BENCH_SETUPS');
    expect(() => parseSetups('sqlite:125:3')).toThrow('QS_BENCH_SETUPS');
  });
});
