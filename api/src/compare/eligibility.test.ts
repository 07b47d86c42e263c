import { call, createTestApp, type TestApp } from '../test-support/test-app';

const URL = '/api/insurance/compare/metadata';

interface Card {
  id: number;
  displayName: string;
  organization: { displayName: string };
  insuranceMetadata: { metadata: { minsubscribers?: number } };
  ineligible?: string;
}

const ORDERS = [null, 'lowerPrice', 'higherPrice', 'POPULAR', 'DISTANCE'] as const;

/** Every page of a compare call, in order (small pages, so the split between eligible and not crosses pages). */
const allPages = async (t: TestApp, payload: Record<string, unknown>): Promise<Card[]> => {
  const cards: Card[] = [];
  for (let page = 1; page < 20; page += 1) {
    const { status, body } = await call(t.app, { method: 'POST', url: URL, payload: { ...payload, page, take: 4 } });
    expect(status).toBe(200);
    cards.push(...(body.data as Card[]));
    if (page >= body.metaData.pages) break;
  }
  return cards;
};

/** The plans a visitor cannot buy come after every plan they can, on every order and across pages. */
const expectEligibleFirst = (cards: readonly Card[]) => {
  const firstApart = cards.findIndex((card) => card.ineligible !== undefined);
  expect(firstApart).toBeGreaterThan(0);
  expect(cards.slice(firstApart).every((card) => card.ineligible !== undefined)).toBe(true);
};

describe('compare: plans the visitor can buy rank first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(ORDERS)(
    "a member of Salud Andina gets its complementary plans first, the other EPSs' apart (order %s)",
    async (order) => {
      const profile = { ingresodatos: true, cotizante: [{ edad: 34, sexo: 'Femenino', eps_actual: 'EPS101' }] };
      const cards = await allPages(t, {
        organizationTypes: ['EPS'],
        insuranceTypes: ['PLAN_COMPLEMENTARIO_EPS'],
        order,
        profile,
      });
      expectEligibleFirst(cards);
      for (const card of cards) {
        const own = card.organization.displayName === 'Salud Andina EPS';
        expect({ plan: card.displayName, ineligible: card.ineligible }).toEqual({
          plan: card.displayName,
          ineligible: own ? undefined : 'otherEps',
        });
      }
    },
  );

  it.each(ORDERS)(
    'a 12-employee company gets the plans it can take first, those for bigger companies apart (order %s)',
    async (order) => {
      const profile = { ingresodatos: true, cotizante: [{ edad: 40 }], colectivo: { cantidadempleados: 12 } };
      const cards = await allPages(t, {
        organizationTypes: ['EPS', 'ASEG', 'MEDICINA PREPAGADA'],
        insuranceTypes: ['SEGURO_COLECTIVO'],
        order,
        profile,
      });
      expectEligibleFirst(cards);
      for (const card of cards) {
        const minimum = card.insuranceMetadata.metadata.minsubscribers ?? 1;
        expect({ plan: card.displayName, ineligible: card.ineligible }).toEqual({
          plan: card.displayName,
          ineligible: minimum > 12 ? 'belowMinimum' : undefined,
        });
      }
    },
  );

  it('without a profile nothing is put apart', async () => {
    const cards = await allPages(t, { organizationTypes: ['EPS'], insuranceTypes: ['PLAN_COMPLEMENTARIO_EPS'] });
    expect(cards.length).toBeGreaterThan(20);
    expect(cards.filter((card) => card.ineligible !== undefined)).toEqual([]);
  });
});
