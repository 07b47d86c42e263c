import { createTestApp, type TestApp } from '../test-support/test-app';
import { compareIndex } from './compare-index';
import { MAX_KEPT_FILTERS, matchingPlans, type PlanFilter } from './matching-plans';

describe('matchingPlans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const filter = (over: Partial<PlanFilter>): PlanFilter => ({
    organizationTypes: [],
    insuranceTypes: [],
    organizations: [],
    features: [],
    coverage: null,
    ...over,
  });

  it('keeps the plans of a filter, whatever the order of its lists, and their static orders', async () => {
    const index = await compareIndex(t.db);
    const first = matchingPlans(
      index,
      filter({ organizationTypes: ['EPS', 'ASEG'], features: ['has_dental_coverage', 'has_inpatient_coverage'] }),
    );
    const again = matchingPlans(
      index,
      filter({ organizationTypes: ['ASEG', 'EPS'], features: ['has_inpatient_coverage', 'has_dental_coverage'] }),
    );
    expect(again).toBe(first);
    expect(first.positions.length).toBeGreaterThan(5);
    expect(first.inOrder('POPULAR')).toBe(first.inOrder('POPULAR'));
    const popularity = Array.from(first.inOrder('POPULAR'), (i) => index.rows[i]?.popularity ?? 0);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('filters again when clinics are asked (their plans come from SQL), and keeps at most MAX_KEPT_FILTERS filters', async () => {
    const index = await compareIndex(t.db);
    const clinics = filter({ organizationTypes: ['EPS'], coverage: new Set([index.rows[0]?.id ?? 0]) });
    expect(matchingPlans(index, clinics)).not.toBe(matchingPlans(index, clinics));
    expect(Array.from(matchingPlans(index, clinics).positions)).toEqual(index.rows[0]?.org_type === 'EPS' ? [0] : []);
    const oldest = matchingPlans(index, filter({ organizations: [1] }));
    for (let id = 2; id <= MAX_KEPT_FILTERS + 1; id += 1) matchingPlans(index, filter({ organizations: [id] }));
    expect(matchingPlans(index, filter({ organizations: [1] }))).not.toBe(oldest);
  });
});
