import { catalogueFixtures } from '../catalogue/fixtures';
import { resolvePlans, type ResolvedPlan } from '../catalogue/resolve-plans';
import { call, createTestApp, type TestApp } from '../test-support/test-app';

/**
 * docs/product/api.md#prices: one price per plan. Walks every plan of the catalogue and checks that every answer the site reads
 * a price from — the compare list, the plan detail by URL, calculatePrice (the request summary and the price
 * tab) and the comparison bar's products — gives the same price, unit and basis, without a profile and with
 * one. The expected numbers are worked out here from the fixtures' price tables, not with the API's code.
 */

const ORGANIZATION_TYPES = ['EPS', 'ASEG', 'MEDICINA PREPAGADA', 'MASCOTAS'];
const COMPARE = '/api/insurance/compare/metadata';

interface Price {
  minPrice: number;
  unit: { code: string };
  suffix: string;
  basis: 'from' | 'profile';
  total?: { employees: number; amount: number };
}
interface Card {
  id: number;
  url: string;
  price: Price;
  priceRange: { from: number };
  insuranceMetadata: { metadata: { comparable: boolean; price_detail: { label: string } } };
}

const plans = resolvePlans(catalogueFixtures);

/** docs/product/api.md#prices: '/mes'; '/año' for mandatory Covid insurance; every company plan per employee, '/mes p/empl.'. */
const expectedSuffix = (plan: ResolvedPlan): string => {
  if (plan.line.name === 'SEGURO_COVID') return '/año';
  if (plan.line.pricing === 'employees') return '/mes p/empl.';
  return '/mes';
};

/** "Desde": the lowest price anyone pays, the cheapest row (a company plan: per employee, whether it is quoted per employee or as a Total). */
const expectedStartingPrice = (plan: ResolvedPlan): number => Math.min(...plan.prices.map((row) => row.price));

/** Everything every kind of plan is priced on: a woman of 40 with a son of 8, a 5-year-old cat, 30 employees. */
const PROFILE = {
  ingresodatos: true,
  cotizante: [{ edad: 40, sexo: 'Femenino' }],
  cargas: [{ edad: 8, sexo: 'Masculino' }],
  mascota: [{ especie: 'Gato', edad: 5 }],
  colectivo: { cantidadempleados: 30 },
};

const rowPrice = (plan: ResolvedPlan, segment: string, age: number): number | null =>
  plan.prices.find((row) => row.segment === segment && row.ageMin <= age && age <= row.ageMax)?.price ?? null;

/** The profile's price, or null when the plan can insure nobody of the profile (it then keeps its starting price). */
const expectedProfilePrice = (plan: ResolvedPlan): number | null => {
  if (plan.line.pricing === 'pets') return rowPrice(plan, 'Gato', 5);
  const holder = rowPrice(plan, 'Femenino', 40);
  if (plan.line.pricing === 'employees') return holder;
  const child = rowPrice(plan, 'Masculino', 8);
  return holder === null && child === null ? null : (holder ?? 0) + (child ?? 0);
};

describe('one price per plan over the whole catalogue (docs/product/api.md#prices)', () => {
  // About 400 injected requests per walk on a shared 2-core machine.
  jest.setTimeout(60_000);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const compareCards = async (profile: object | null): Promise<Map<number, Card>> => {
    const cards = new Map<number, Card>();
    for (let page = 1; ; page += 1) {
      const payload = { organizationTypes: ORGANIZATION_TYPES, take: 100, page, ...(profile ? { profile } : {}) };
      const { status, body } = await call(t.app, { method: 'POST', url: COMPARE, payload });
      expect(status).toBe(200);
      for (const card of body.data as Card[]) cards.set(card.id, card);
      if (page >= body.metaData.pages) return cards;
    }
  };

  const detailPrice = async (url: string): Promise<Card> => {
    const { status, body } = await call(t.app, {
      method: 'GET',
      url: `/api/insurance/by-url?url=${encodeURIComponent(url)}`,
    });
    expect(status).toBe(200);
    return body.data as Card;
  };

  const calculatedPrice = async (id: number, profile: object | null): Promise<Price> => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: `/api/insurance/${id}/calculatePrice`,
      payload: { profile, productType: 'colombia' },
    });
    expect(status).toBe(200);
    return body.data.price as Price;
  };

  const productPrices = async (ids: number[], profile: object | null): Promise<Map<number, Price>> => {
    const prices = new Map<number, Price>();
    for (let i = 0; i < ids.length; i += 3) {
      const query = `ids=${ids.slice(i, i + 3).join(',')}${profile ? `&profile=${encodeURIComponent(JSON.stringify(profile))}` : ''}`;
      const { status, body } = await call(t.app, { method: 'GET', url: `/api/insurance/compare/products?${query}` });
      expect(status).toBe(200);
      for (const product of body.data as Array<{ id: number; price: Price }>) prices.set(product.id, product.price);
    }
    return prices;
  };

  it('walks all 125 plans of the fixtures', () => {
    expect(plans).toHaveLength(125);
  });

  it('without a profile every answer gives the starting price ("Desde", priceRange.from), with the same unit', async () => {
    const cards = await compareCards(null);
    expect([...cards.keys()].sort()).toEqual(plans.map((plan) => plan.fixture.id).sort());
    const comparable = plans
      .filter((plan) => cards.get(plan.fixture.id)?.insuranceMetadata.metadata.comparable)
      .map((plan) => plan.fixture.id);
    const products = await productPrices(comparable, null);
    expect(products.size).toBe(comparable.length);

    for (const plan of plans) {
      const id = plan.fixture.id;
      const expected = {
        minPrice: expectedStartingPrice(plan),
        unit: { code: 'COP' },
        suffix: expectedSuffix(plan),
        basis: 'from',
      };
      const card = cards.get(id)!;
      const where = `${plan.fixture.code} ${plan.url}`;
      expect({ where, price: card.price }).toMatchObject({ where, price: expected });
      expect({ where, from: card.priceRange.from }).toEqual({ where, from: expected.minPrice });
      const detail = await detailPrice(plan.url);
      expect({ where, price: detail.price }).toEqual({ where, price: card.price });
      expect({ where, from: detail.priceRange.from }).toEqual({ where, from: expected.minPrice });
      expect({ where, price: await calculatedPrice(id, null) }).toEqual({ where, price: card.price });
      if (products.has(id)) expect({ where, price: products.get(id) }).toEqual({ where, price: card.price });
    }
  });

  it("with a profile every answer gives the profile's price, worked out person by person from the tables", async () => {
    const cards = await compareCards(PROFILE);
    expect(cards.size).toBe(plans.length);
    const ids = plans
      .map((plan) => plan.fixture.id)
      .filter((id) => cards.get(id)?.insuranceMetadata.metadata.comparable);
    const products = await productPrices(ids, PROFILE);

    let differs = 0;
    for (const plan of plans) {
      const id = plan.fixture.id;
      const where = `${plan.fixture.code} ${plan.url}`;
      const card = cards.get(id)!;
      const profilePrice = expectedProfilePrice(plan);
      const expected =
        profilePrice === null
          ? { minPrice: expectedStartingPrice(plan), suffix: expectedSuffix(plan), basis: 'from' }
          : { minPrice: profilePrice, suffix: expectedSuffix(plan), basis: 'profile' };
      expect({ where, price: card.price }).toMatchObject({ where, price: expected });
      // A company plan priced for the profile also gives the total for the company's stated size, beside the price per employee.
      const total =
        plan.line.pricing === 'employees' && profilePrice !== null
          ? { employees: 30, amount: profilePrice * 30 }
          : undefined;
      expect({ where, total: card.price.total }).toEqual({ where, total });
      expect(card.price.minPrice).toBeGreaterThan(0);
      expect({ where, price: await calculatedPrice(id, PROFILE) }).toEqual({ where, price: card.price });
      if (products.has(id)) expect({ where, price: products.get(id) }).toEqual({ where, price: card.price });
      if (card.price.minPrice !== expectedStartingPrice(plan)) differs += 1;
    }
    // The profile's price is not the starting price in disguise.
    expect(differs).toBeGreaterThan(plans.length / 2);
  });

  it('keeps the starting price where the profile says nothing the plan is priced on (a pet plan, no pets)', async () => {
    const family = { ingresodatos: true, cotizante: [{ edad: 40, sexo: 'Femenino' }] };
    const pets = plans.filter((plan) => plan.line.pricing === 'pets');
    expect(pets.length).toBeGreaterThan(0);
    for (const plan of pets) {
      const price = await calculatedPrice(plan.fixture.id, family);
      expect({ plan: plan.fixture.code, price }).toMatchObject({
        plan: plan.fixture.code,
        price: { minPrice: expectedStartingPrice(plan), basis: 'from' },
      });
    }
    const empty = await calculatedPrice(plans[0]!.fixture.id, { ingresodatos: true, cotizante: [], cargas: [] });
    expect(empty).toMatchObject({ minPrice: expectedStartingPrice(plans[0]!), basis: 'from' });
  });

  it('/Comparar/Empresas: every card per employee, and Mayor precio orders by that', async () => {
    const profile = {
      ingresodatos: true,
      cotizante: [{ edad: 40, sexo: 'Femenino' }],
      colectivo: { cantidadempleados: 60 },
    };
    const payload = {
      organizationTypes: ORGANIZATION_TYPES,
      insuranceTypes: ['SEGURO_COLECTIVO'],
      comparator: 'Empresas',
      order: 'higherPrice',
      take: 100,
      profile,
    };
    const { body } = await call(t.app, { method: 'POST', url: COMPARE, payload });
    const cards = body.data as Card[];
    expect(cards.length).toBe(plans.filter((plan) => plan.line.name === 'SEGURO_COLECTIVO').length);
    expect(new Set(cards.map((card) => card.price.suffix))).toEqual(new Set(['/mes p/empl.']));
    const priced = cards.filter((card) => card.price.basis === 'profile');
    const amounts = priced.map((card) => card.price.minPrice);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const card of priced) expect(card.price.total).toEqual({ employees: 60, amount: card.price.minPrice * 60 });
  });
});
