import type { Db } from '../db/open';
import type { ProfileInput, ProfileMember, ProfilePet } from '../pricing/persons';
import { FIXED_NOW, call, createTestApp, type TestApp } from '../test-support/test-app';
import { randomSource } from '../test-support/random-source';
import { VERSION_TTL_MS, compareIndex } from './compare-index';
import type { CompareOrder, CompareRequest } from './compare-request';
import { compare } from '../test-support/compare-answer';
import { pricePlans, type PricedPlan } from './plan-cards';
import { selectPlans, type PlanRow } from '../store/plans';

/**
 * The compare index (docs/adr/0017-compare-index.md) answers as the straightforward compare did: the plans found
 * with SQL, each priced by `pricePlans`, counted, sorted and sliced. Hundreds of random calls (filters, price
 * ranges, orders, pages, families with ages past the tables, pets, companies) are checked against it.
 */

const byPrice = (direction: 1 | -1) => (a: PricedPlan, b: PricedPlan) =>
  Number(b.pricesDefined) - Number(a.pricesDefined) ||
  direction * (a.minPrice - b.minPrice) ||
  b.row.score - a.row.score;
const ORDERINGS: Record<CompareOrder | 'recommended', (a: PricedPlan, b: PricedPlan) => number> = {
  lowerPrice: byPrice(1),
  higherPrice: byPrice(-1),
  POPULAR: (a, b) => b.row.popularity - a.row.popularity || b.row.score - a.row.score,
  DISTANCE: (a, b) => b.distance - a.distance || a.minPrice - b.minPrice,
  recommended: (a, b) =>
    b.row.is_promoted - a.row.is_promoted || b.row.score - a.row.score || b.row.popularity - a.row.popularity,
};

/** The plans matching the filters, found with SQL as the compare did before its index. */
const selectPlansForTest = async (db: Db, filters: CompareRequest): Promise<PlanRow[]> =>
  (await selectPlans(db)
    .$if(filters.organizationTypes.length > 0, (qb) => qb.where('o.type', 'in', filters.organizationTypes))
    .$if(filters.insuranceTypes.length > 0, (qb) => qb.where('p.insurance_type', 'in', filters.insuranceTypes))
    .$if(filters.organizations.length > 0, (qb) => qb.where('p.organization_id', 'in', filters.organizations))
    .$if(filters.features.length > 0, (qb) =>
      qb.where('p.id', 'in', (eb) =>
        eb
          .selectFrom('plan_features')
          .select('plan_id')
          .where('name', 'in', filters.features)
          .groupBy('plan_id')
          .having((h) => h.fn.countAll(), '=', filters.features.length),
      ),
    )
    .$if(filters.coverageOrganizations.length > 0, (qb) =>
      qb.where('p.id', 'in', (eb) =>
        eb.selectFrom('coverage_networks').select('plan_id').where('clinic_id', 'in', filters.coverageOrganizations),
      ),
    )
    .orderBy('p.id')
    .execute()) as PlanRow[];

const pricedForTest = async (db: Db, request: CompareRequest) =>
  pricePlans(db, await selectPlansForTest(db, request), request.profile, FIXED_NOW);

const reference = async (request: CompareRequest, priced: readonly PricedPlan[]) => {
  const inRange = priced
    .filter(
      (p) =>
        (request.fromPrice === null || p.minPrice >= request.fromPrice) &&
        (request.toPrice === null || p.minPrice <= request.toPrice),
    )
    // Plans the visitor cannot buy (eligibility.ts) after all the others, whatever the order.
    .sort(
      (a, b) =>
        Number(a.ineligible !== null) - Number(b.ineligible !== null) ||
        ORDERINGS[request.order ?? 'recommended'](a, b) ||
        a.row.id - b.row.id,
    );
  const start = (request.page - 1) * request.take;
  return {
    page: inRange
      .slice(start, start + request.take)
      .map((p) => ({ id: p.row.id, price: p.price, distance: p.distance })),
    total: inRange.length,
    below: request.fromPrice === null ? 0 : priced.filter((p) => p.minPrice < (request.fromPrice ?? 0)).length,
    above: request.toPrice === null ? 0 : priced.filter((p) => p.minPrice > (request.toPrice ?? Infinity)).length,
  };
};

describe('compare index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers hundreds of random compare calls exactly as pricing every plan and sorting would', async () => {
    const r = randomSource(20261127);
    const clinics = await t.sql.values<number>("SELECT id FROM organizations WHERE type = 'CLINICA' ORDER BY id");
    const organizations = await t.sql.values<number>(
      "SELECT id FROM organizations WHERE type <> 'CLINICA' ORDER BY id",
    );
    const epsCodes = await t.sql.values<string>("SELECT code FROM organizations WHERE type = 'EPS' ORDER BY id");
    const member = (): ProfileMember => ({
      ...(r.next() < 0.9 ? { edad: r.int(0, 110) } : {}),
      ...(r.next() < 0.9 ? { sexo: r.pick(['Femenino', 'Masculino']) } : {}),
      ...(r.next() < 0.3 ? { maternidad: true } : {}),
      ...(r.next() < 0.5 ? { eps_actual: r.pick(epsCodes) } : {}),
    });
    const pet = (): ProfilePet => ({
      especie: r.pick(['Perro', 'Gato']),
      ...(r.next() < 0.8 ? { edad: r.int(0, 20) } : {}),
    });
    const profile = (): ProfileInput | null => {
      if (r.next() < 0.25) return null;
      return {
        cotizante: Array.from({ length: r.int(0, 2) }, member),
        cargas: Array.from({ length: r.int(0, 3) }, member),
        mascota: Array.from({ length: r.int(0, 2) }, pet),
        ...(r.next() < 0.4
          ? { colectivo: { cantidadempleados: r.pick([String(r.int(1, 3000)), '1.200', r.int(1, 500), '', 'muchos']) } }
          : {}),
      };
    };
    for (let call = 0; call < 400; call += 1) {
      const request: CompareRequest = {
        organizationTypes: [
          r.pick(['EPS', 'ASEG', 'MEDICINA PREPAGADA', 'MASCOTAS']),
          ...r.some(['EPS', 'ASEG', 'MEDICINA PREPAGADA', 'MASCOTAS', 'CLINICA'], 0.3),
        ],
        insuranceTypes: r.some(
          [
            'PLAN_COMPLEMENTARIO_EPS',
            'SEGURO_INTEGRAL_GENERAL',
            'MEDICINA_PREPAGADA',
            'SEGURO_COLECTIVO',
            'SEGURO_MASCOTAS',
            'SEGURO_COVID',
            'ISAPRE',
          ],
          0.15,
        ),
        organizations: r.some(organizations, 0.1),
        features: r.some(
          ['has_inpatient_coverage', 'has_dental_coverage', 'has_maternity_coverage', 'has_vision_coverage'],
          0.15,
        ),
        coverageOrganizations: r.next() < 0.2 ? r.some(clinics, 0.1) : [],
        fromPrice: null,
        toPrice: null,
        order: r.pick([null, 'lowerPrice', 'higherPrice', 'POPULAR', 'DISTANCE'] as const),
        page: r.int(1, 3),
        take: r.next() < 0.2 ? 200 : r.int(1, 30),
        paginationMode: 'numbered',
        uuid: null,
        profile: profile(),
      };
      const priced = await pricedForTest(t.db, request);
      // Price bounds at the plans' own prices (or a peso off), where a price computed differently would show.
      const bound = () =>
        r.next() < 0.35 && priced.length > 0 ? r.pick(priced).minPrice + r.pick([-1, 0, 0, 1]) : null;
      request.fromPrice = bound();
      request.toPrice = bound();
      if (request.fromPrice !== null && request.toPrice !== null && request.fromPrice > request.toPrice)
        [request.fromPrice, request.toPrice] = [request.toPrice, request.fromPrice];
      const expected = await reference(request, priced);
      const answer = await compare(t.db, request, { now: FIXED_NOW });
      const context = JSON.stringify(request);
      expect({
        context,
        page: answer.data.map((card) => ({ id: card.id, price: card.price, distance: card.distance })),
      }).toEqual({ context, page: expected.page });
      expect({
        context,
        total: answer.metaData.total,
        below: answer.metaData.belowPriceLimit,
        above: answer.metaData.abovePriceLimit,
      }).toEqual({ context, total: expected.total, below: expected.below, above: expected.above });
    }
  });

  it('is built once per catalogue version and again after a reseed, seen within VERSION_TTL_MS and one read', async () => {
    // The instance's clock stands still until the reseed has been made, then moves on by the TTL.
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    const first = await compareIndex(t.db);
    expect(await compareIndex(t.db)).toBe(first);
    const url =
      '/api/insurance/compare/metadata?organizationTypes=EPS&insuranceTypes=PLAN_COMPLEMENTARIO_EPS&order=lowerPrice&take=1';
    const before = await call(t.app, { method: 'GET', url });
    const cheapest = before.body.data[0];
    // What a reseed does, on another connection and in one transaction: new rows and a new seed time.
    await t.sql.run('BEGIN');
    await t.sql.run(
      'UPDATE plans SET base_price = 1000 WHERE id = (SELECT MAX(id) FROM plans WHERE insurance_type = ?)',
      'PLAN_COMPLEMENTARIO_EPS',
    );
    await t.sql.run("UPDATE meta SET value = ? WHERE key = 'seeded_at'", new Date().toISOString());
    await t.sql.run('COMMIT');
    // Within VERSION_TTL_MS of its last read, the instance still answers from the index it has.
    expect(await compareIndex(t.db)).toBe(first);
    clock.mockReturnValue(start + VERSION_TTL_MS);
    // Past the TTL the call that finds it so still answers from the index it has (no call waits on the database
    // for the version), and has the version read again; once that read answers, the next call builds the new one.
    expect(await compareIndex(t.db)).toBe(first);
    for (let i = 0; i < 200 && (await compareIndex(t.db)) === first; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const after = await call(t.app, { method: 'GET', url });
    expect(await compareIndex(t.db)).not.toBe(first);
    clock.mockRestore();
    expect(after.body.data[0].id).not.toBe(cheapest.id);
    expect(after.body.data[0].price.minPrice).toBe(1000);
  });
  // Last: it leaves the instance's last read at a time its clock was moved to.
  it('keeps answering from the index it has while the version cannot be read, and reads it again after', async () => {
    const first = await compareIndex(t.db);
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 5 * VERSION_TTL_MS);
    // The version's table is away: reading it fails, and the calls still get the index they had.
    await t.sql.run('ALTER TABLE meta RENAME TO meta_away');
    try {
      for (let i = 0; i < 3; i += 1) {
        expect(await compareIndex(t.db)).toBe(first);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await t.sql.run('ALTER TABLE meta_away RENAME TO meta');
    }
    // The failed reads were not kept: a reseed made now is seen by a later call.
    await t.sql.run("UPDATE meta SET value = ? WHERE key = 'seeded_at'", new Date(Date.now() + 60_000).toISOString());
    for (let i = 0; i < 200 && (await compareIndex(t.db)) === first; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await compareIndex(t.db)).not.toBe(first);
    clock.mockRestore();
  });
});
