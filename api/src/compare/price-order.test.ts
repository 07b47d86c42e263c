import type { ProfileInput, ProfileMember } from '../pricing/persons';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { randomSource } from '../test-support/random-source';
import { compareIndex, type CompareIndex } from './compare-index';
import { cheapestFirst } from './price-order';
import { rankPlans, type RankQuery } from './rank-plans';

/**
 * Cheapest or dearest first without price bounds, the page comes from the threshold algorithm over kept price
 * lists (price-order.ts) rather than a pass over every plan. On a generated catalogue of 400 plans (people,
 * companies with sizes of their own, pets), every random call must rank exactly as the full pass does.
 */

describe('first plans by price (threshold algorithm)', () => {
  let t: TestApp;
  let index: CompareIndex;
  beforeAll(async () => {
    t = await createTestApp({ cataloguePlans: 400 });
    index = await compareIndex(t.db);
  }, 30_000); // seeding 400 plans: 2–4 s on an idle machine, more on a busy CI machine
  afterAll(() => t.close());

  it('ranks hundreds of random cheapest- and dearest-first calls exactly as the full pass', () => {
    const r = randomSource(20261129);
    const member = (): ProfileMember => ({
      edad: r.next() < 0.9 ? r.int(0, 70) : r.int(71, 110),
      sexo: r.pick(['Femenino', 'Masculino']),
      ...(r.next() < 0.2 ? { maternidad: true } : {}),
    });
    const profile = (): ProfileInput | null => {
      if (r.next() < 0.1) return null;
      return {
        cotizante: Array.from({ length: r.int(0, 2) }, member),
        cargas: Array.from({ length: r.int(0, 3) }, member),
        ...(r.next() < 0.15 ? { mascota: [{ especie: r.pick(['Perro', 'Gato']), edad: r.int(0, 15) }] } : {}),
        ...(r.next() < 0.3 ? { colectivo: { cantidadempleados: r.pick(['', '12', '1.200', 40]) } } : {}),
      };
    };
    let threshold = 0;
    for (let call = 0; call < 400; call += 1) {
      const query: RankQuery = {
        organizationTypes: [
          r.pick(['EPS', 'ASEG', 'MEDICINA PREPAGADA', 'MASCOTAS']),
          ...r.some(['EPS', 'ASEG', 'MEDICINA PREPAGADA', 'MASCOTAS'], 0.4),
        ],
        insuranceTypes: r.some(
          [
            'PLAN_COMPLEMENTARIO_EPS',
            'SEGURO_INTEGRAL_GENERAL',
            'MEDICINA_PREPAGADA',
            'SEGURO_COLECTIVO',
            'SEGURO_MASCOTAS',
          ],
          0.1,
        ),
        organizations: [],
        features: r.some(['has_inpatient_coverage', 'has_dental_coverage'], 0.1),
        coverage: null,
        fromPrice: null,
        toPrice: null,
        order: r.pick(['lowerPrice', 'higherPrice'] as const),
        page: r.int(1, 4),
        take: r.next() < 0.1 ? 200 : r.int(1, 30),
        profile: profile(),
      };
      const context = JSON.stringify(query);
      const { by, priced: _priced, ...ranking } = rankPlans(index, query);
      const { by: passBy, priced: passPriced, ...reference } = rankPlans(index, query, { shortcut: false });
      expect({ context, ranking }).toEqual({ context, ranking: reference });
      expect(passBy).toBe('pass');
      expect(passPriced).toBeGreaterThanOrEqual(reference.total);
      if (by === 'threshold') threshold += 1;
    }
    // Most calls were answered by the threshold algorithm, not by its fallback to the pass.
    expect(threshold).toBeGreaterThan(150);
  });

  it('prices only the head of the lists for a family cheapest first', () => {
    const query: RankQuery = {
      organizationTypes: ['MEDICINA PREPAGADA', 'ASEG'],
      insuranceTypes: [],
      organizations: [],
      features: [],
      coverage: null,
      fromPrice: null,
      toPrice: null,
      order: 'lowerPrice',
      page: 1,
      take: 5,
      profile: {
        cotizante: [
          { edad: 40, sexo: 'Femenino' },
          { edad: 42, sexo: 'Masculino' },
        ],
        cargas: [{ edad: 8, sexo: 'Masculino' }],
      },
    };
    const ranking = rankPlans(index, query);
    const reference = rankPlans(index, query, { shortcut: false });
    expect(ranking.page).toEqual(reference.page);
    expect(ranking.by).toBe('threshold');
    expect(ranking.priced).toBeLessThan(reference.priced / 2);
  });
});

describe('a kept list, cheapest first', () => {
  const reference = (positions: Int32Array, price: Float64Array, has: Uint8Array) =>
    Array.from(positions)
      .filter((i) => has[i] === 1)
      .sort((a, b) => (price[a] as number) - (price[b] as number) || a - b);

  it('orders the priced plans by price, ties by position, whether the packed numbers are exact or not', () => {
    const r = randomSource(7);
    for (let round = 0; round < 60; round += 1) {
      const size = r.int(1, 3000);
      const price = Float64Array.from({ length: size }, () => {
        const kind = r.next();
        // Whole pesos with many ties; now and then a fraction or a price too large to pack (the comparator's way).
        if (kind < 0.02) return r.int(0, 9000) + 0.5;
        if (kind < 0.03) return 2 ** 50 + r.int(0, 100);
        return r.int(0, 40) * 100;
      });
      const has = Uint8Array.from({ length: size }, () => (r.next() < 0.8 ? 1 : 0));
      const positions = Int32Array.from(Array.from({ length: size }, (_, i) => i).filter(() => r.next() < 0.7));
      expect(Array.from(cheapestFirst(positions, price, has, size))).toEqual(reference(positions, price, has));
    }
  });
});
