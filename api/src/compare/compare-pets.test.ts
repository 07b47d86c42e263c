import { catalogueFixtures } from '../catalogue/fixtures';
import { resolvePlans, type ResolvedPlan } from '../catalogue/resolve-plans';
import { call, createTestApp, type TestApp } from '../test-support/test-app';

/**
 * docs/product/results.md#comparators: the pet comparator (/Comparar/Seguros-Mascotas) as the site calls it — comparator
 * 'Seguros-Mascotas', its organization and insurance types, and the pets profile its form builds. Expected prices
 * are worked out from the fixtures' price tables, not with the API's pricing code.
 */

const COMPARE = '/api/insurance/compare/metadata';
const PETS = {
  comparator: 'Seguros-Mascotas',
  organizationTypes: ['MASCOTAS'],
  insuranceTypes: ['SEGURO_MASCOTAS'],
  take: 100,
};

interface Card {
  id: number;
  displayName: string;
  price: { minPrice: number; suffix: string; basis: 'from' | 'profile' };
  profilePrice: {
    total: { profilesEvaluated: number; arePricesDefined: boolean };
    profiles: Array<{ role: string; method: string; price: number | null }>;
  } | null;
}

const petPlans = resolvePlans(catalogueFixtures).filter((plan) => plan.line.name === 'SEGURO_MASCOTAS');
const rowPrice = (plan: ResolvedPlan, especie: string, edad: number): number | null =>
  plan.prices.find((row) => row.segment === especie && row.ageMin <= edad && edad <= row.ageMax)?.price ?? null;
const planOf = (card: Card): ResolvedPlan => petPlans.find((plan) => plan.fixture.id === card.id)!;

describe('compare: the pet comparator with a pets profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const compare = (profile?: object) =>
    call(t.app, { method: 'POST', url: COMPARE, payload: { ...PETS, ...(profile ? { profile } : {}) } });

  it('lists every pet plan, at its starting price without a profile', async () => {
    const { status, body } = await call(t.app, {
      method: 'GET',
      url: `${COMPARE}?comparator=Seguros-Mascotas&organizationTypes=MASCOTAS&insuranceTypes=SEGURO_MASCOTAS`,
    });
    expect(status).toBe(200);
    expect((body.data as Card[]).map((card) => card.id).sort()).toEqual(petPlans.map((plan) => plan.fixture.id).sort());
    for (const card of body.data as Card[]) {
      expect(card.price).toMatchObject({
        minPrice: Math.min(...planOf(card).prices.map((row) => row.price)),
        suffix: '/mes',
        basis: 'from',
      });
    }
  });

  it('prices each pet plan for the pets entered: one price per pet, added up', async () => {
    const profile = {
      ingresodatos: true,
      cotizante: [],
      cargas: [],
      mascota: [
        { especie: 'Gato', raza: 'Criollo', edad: 3, parentesco: 'Mascota' },
        { especie: 'Perro', raza: '', edad: 8, parentesco: 'Mascota' },
      ],
    };
    const { status, body } = await compare(profile);
    expect(status).toBe(200);
    const cards = body.data as Card[];
    expect(cards).toHaveLength(petPlans.length);
    for (const card of cards) {
      const plan = planOf(card);
      const [cat, dog] = [rowPrice(plan, 'Gato', 3), rowPrice(plan, 'Perro', 8)];
      expect({ plan: plan.fixture.code, price: card.price }).toEqual({
        plan: plan.fixture.code,
        price: { minPrice: (cat ?? 0) + (dog ?? 0), unit: { id: 1, code: 'COP' }, suffix: '/mes', basis: 'profile' },
      });
      expect(card.profilePrice?.profiles.map((pet) => [pet.role, pet.price])).toEqual([
        ['mascota', cat],
        ['mascota', dog],
      ]);
      expect(card.profilePrice?.total).toMatchObject({
        profilesEvaluated: 2,
        arePricesDefined: cat !== null && dog !== null,
      });
    }
    // The dogs-only plan cannot price the cat: the cat is PriceNotFound and left out of the sum.
    const dogsOnly = cards.find((card) => planOf(card).fixture.code === 'MAS402-PERRO')!;
    expect(dogsOnly.profilePrice?.profiles[0]).toMatchObject({ method: 'PriceNotFound', price: null });
  });

  it('never says "$ 0 for your profile": a plan that can insure none of the pets keeps its starting price and is listed last', async () => {
    const { body } = await compare({ ingresodatos: true, mascota: [{ especie: 'Gato', raza: 'Criollo', edad: 3 }] });
    const cards = body.data as Card[];
    const dogsOnly = cards.find((card) => planOf(card).fixture.code === 'MAS402-PERRO')!;
    expect(rowPrice(planOf(dogsOnly), 'Gato', 3)).toBeNull();
    expect(dogsOnly.price).toMatchObject({
      minPrice: Math.min(...planOf(dogsOnly).prices.map((row) => row.price)),
      basis: 'from',
    });
    expect(dogsOnly.profilePrice ?? null).toBeNull();
    expect(cards.at(-1)!.id).toBe(dogsOnly.id);
    for (const card of cards) expect(card.price.minPrice).toBeGreaterThan(0);
  });

  it("refuses a pets profile the pets form would refuse, with the form's own message", async () => {
    const refused = async (profile: object) => {
      const { status, body } = await compare(profile);
      return [status, body.message];
    };
    expect(await refused({ ingresodatos: true, mascota: [] })).toEqual([400, 'Agrega al menos una mascota']);
    expect(await refused({ ingresodatos: true, cotizante: [{ edad: 30, sexo: 'Masculino' }], cargas: [] })).toEqual([
      400,
      'Agrega al menos una mascota',
    ]);
    expect(await refused({ ingresodatos: true, mascota: [{ especie: 'Gato', edad: 21 }] })).toEqual([
      400,
      'La edad de la mascota debe estar entre 0 y 20 años',
    ]);
    expect(await refused({ ingresodatos: true, mascota: [{ especie: 'Gato', edad: null }] })).toEqual([
      400,
      'La edad de la mascota debe estar entre 0 y 20 años',
    ]);
    expect(await refused({ ingresodatos: true, mascota: [{ especie: '', edad: 3 }] })).toEqual([
      400,
      'Selecciona si tu mascota es perro o gato',
    ]);
    // Beyond what any profile may hold, the schema refuses it first.
    expect(await refused({ ingresodatos: true, mascota: [{ especie: 'Loro', edad: 3 }] })).toEqual([
      400,
      expect.stringContaining('especie'),
    ]);
  });

  it('leaves the other comparators as they were: a family profile with no pets is no error there', async () => {
    const { status } = await call(t.app, {
      method: 'POST',
      url: COMPARE,
      payload: {
        comparator: 'EPS',
        organizationTypes: ['EPS'],
        profile: { ingresodatos: true, cotizante: [{ edad: 30, sexo: 'Masculino' }], cargas: [] },
      },
    });
    expect(status).toBe(200);
  });

  it("calculatePrice refuses the same pets profile when it is sent as the pets form's, and prices a sound one as compare does", async () => {
    const plan = petPlans.find((candidate) => candidate.fixture.code === 'MAS401-PLUS')!;
    const url = `/api/insurance/${plan.fixture.id}/calculatePrice`;
    const old = await call(t.app, {
      method: 'POST',
      url,
      payload: { productType: 'pets', profile: { mascota: [{ especie: 'Perro', edad: 25 }] } },
    });
    expect([old.status, old.body.message]).toEqual([400, 'La edad de la mascota debe estar entre 0 y 20 años']);
    const viaQuery = await call(t.app, {
      method: 'GET',
      url: `${url}?productType=pets&profile=${encodeURIComponent(JSON.stringify({ mascota: [] }))}`,
    });
    expect([viaQuery.status, viaQuery.body.message]).toEqual([400, 'Agrega al menos una mascota']);
    const sound = await call(t.app, {
      method: 'POST',
      url,
      payload: { productType: 'pets', profile: { mascota: [{ especie: 'Gato', edad: 3 }] } },
    });
    expect(sound.body.data.price).toMatchObject({ minPrice: rowPrice(plan, 'Gato', 3), basis: 'profile' });
  });
});
