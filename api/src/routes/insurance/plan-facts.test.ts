import { planModality } from '../../catalogue/resolve-plans';
import { call, createTestApp, type TestApp } from '../../test-support/test-app';

describe('planModality: the modality from the insurer’s word (docs/product/api.md#plan-cards)', () => {
  it.each([
    ['libre_eleccion', 'libre_eleccion'],
    ['Libre elección', 'libre_eleccion'],
    ['Preferente', 'preferente'],
    ['preferente', 'preferente'],
    ['Prestador Preferente', 'preferente'],
    [undefined, 'preferente'],
    ['Red cerrada', 'cerrado'],
    ['cerrado', 'cerrado'],
    ['', 'cerrado'],
  ])('%s → %s', (word, modality) => {
    expect(planModality(word)).toBe(modality);
  });
});

describe('plan facts: modality, coverage breadth, protection, exclusions and offers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const metadataOf = async (code: string) =>
    (await call(t.app, { method: 'GET', url: `/api/insurance/product/${code}` })).body.data.insuranceMetadata.metadata;

  it('gives each plan its modality, coverage breadth and protection area', async () => {
    // Plan Brisa: the insurer's closed network; Plan Mujer Vitalia: 'Prestador Preferente' in the fixture.
    expect(await metadataOf('EPS104-BRISA')).toMatchObject({ modality: 'cerrado', coverage_breadth: 'sin_parto' });
    expect(await metadataOf('MPP301-MUJER')).toMatchObject({ modality: 'preferente', coverage_breadth: 'con_parto' });
    expect(await metadataOf('EPS101-PLATINO')).toMatchObject({ modality: 'libre_eleccion' });
    expect(await metadataOf('ASE201-INTERNACIONAL')).toMatchObject({
      protection: 'Todo el Mundo',
      protection_description: expect.stringContaining('cualquier país'),
    });
    expect(await metadataOf('ASE201-ELITE')).toMatchObject({ protection: 'Mundial con excepciones' });
    expect(await metadataOf('EPS101-PLATA')).toMatchObject({ protection: 'Colombia' });
  });

  it('GET /api/insurance/{id}/exclusions lists the main exclusions; a plan without any lists none', async () => {
    const health = await call(t.app, { method: 'GET', url: '/api/insurance/1002/exclusions' });
    expect(health.status).toBe(200);
    expect(health.body.data.length).toBeGreaterThan(3);
    expect(health.body.data[0]).toEqual({ code: 'health-1', text: expect.stringMatching(/^Tratamientos/) });
    const pets = await call(t.app, { method: 'GET', url: '/api/insurance/5001/exclusions' });
    expect(pets.body.data.map((item: { text: string }) => item.text)).toContain(
      'Vacunas, desparasitación, esterilización y demás cuidados preventivos de rutina.',
    );
    const covid = await call(t.app, { method: 'GET', url: '/api/insurance/6001/exclusions' });
    expect(covid.status).toBe(200);
    expect(covid.body.data).toEqual([]);
    const unknown = await call(t.app, { method: 'GET', url: '/api/insurance/999999/exclusions' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toEqual(expect.any(String));
  });

  it("the comparison's products carry their offers, as getOffers answers them", async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/api/insurance/compare/products?ids=1002,1001' });
    const [oro, plata] = body.data;
    const offers = await call(t.app, { method: 'GET', url: '/api/qppayment/insurance-payment/1002/getOffers' });
    expect(oro.information.offers).toEqual(offers.body.data);
    expect(oro.information.offers.map((offer: { title: string }) => offer.title)).toEqual([
      '10% de descuento',
      'Kit de bienvenida',
    ]);
    expect(plata.information.offers).toEqual([]);
  });
});
