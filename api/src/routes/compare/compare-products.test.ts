import { call, createTestApp, type TestApp } from '../../test-support/test-app';
import { IDS_MESSAGE } from './compare-products';

const URL = '/api/insurance/compare/products';

describe('GET /api/insurance/compare/products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the comparison modal product (docs/product/api.md#compare-products) for each id, in the order asked', async () => {
    const { status, body, headers } = await call(t.app, { method: 'GET', url: `${URL}?ids=1003,1001` });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.data.map((product: { id: number }) => product.id)).toEqual([1003, 1001]);
    const [platino, plata] = body.data;
    expect(plata).toMatchObject({
      id: 1001,
      code: 'EPS101-PLATA',
      category: 'PLAN_COMPLEMENTARIO_EPS',
      displayName: 'Plan Complementario Plata',
      url: '/EPS/salud-andina-eps/plan-complementario-plata',
      newWindowUrl: '/EPS/salud-andina-eps/plan-complementario-plata/Solicitar',
      price: { minPrice: expect.any(Number), unit: { code: 'COP' } },
      organization: {
        displayName: 'Salud Andina EPS',
        metadata: { image: '/api/images/organizations/salud-andina-eps.svg' },
      },
      insuranceMetadata: {
        metadata: {
          salesChannel: ['ExecutiveEmployee'],
          protection: 'Colombia',
          protection_description: expect.any(String),
        },
      },
      // Basic tier: copagos from $0 (hospital stay) to $150.000 (surgery); 60 % (therapies) to 100 % (emergencies).
      coverage: {
        topAmount: { min: 80000000, max: 80000000, unit: { currencyCode: 'COP' } },
        deductible: { min: 0, max: 150000, unit: { code: 'COP' } },
        coverage: { min: 60, max: 100 },
      },
    });
    expect(plata.features.map((feature: { name: string }) => feature.name).sort()).toEqual([
      'has_covid_coverage',
      'has_inpatient_coverage',
      'has_outpatient_coverage',
    ]);
    expect(plata.features[0]).toEqual({
      name: expect.any(String),
      feature_type_id: expect.any(Number),
      displayName: expect.any(String),
      description: expect.any(String),
      icon: expect.any(String),
    });
    expect(plata.information.featuresAll).toHaveLength(8);
    // Premium tier: no annual cap (0 = 'Sin tope').
    expect(platino.coverage.topAmount.min).toBe(0);
  });

  it('leaves out unknown ids and plans that are not comparable (mandatory Covid)', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: `${URL}?ids=999999,6001,1002` });
    expect(status).toBe(200);
    expect(body.data.map((product: { id: number }) => product.id)).toEqual([1002]);
  });

  it('repeats an id once', async () => {
    const { body } = await call(t.app, { method: 'GET', url: `${URL}?ids=1002,1002` });
    expect(body.data).toHaveLength(1);
  });

  it('on a partner host, leaves out plans of organizations the partner does not allow', async () => {
    // aliado allows organizations 1 (Salud Andina EPS) and 11 (Seguros Cóndor); 1004 is Horizonte Salud EPS.
    const { body } = await call(t.app, {
      method: 'GET',
      url: `${URL}?ids=1001,1004`,
      headers: { 'x-forwarded-host': 'aliado.localhost:3000' },
    });
    expect(body.data.map((product: { id: number }) => product.id)).toEqual([1001]);
  });

  it.each([
    ['no ids', ''],
    ['empty ids', '?ids='],
    ['four ids', '?ids=1001,1002,1003,1004'],
    ['a word', '?ids=oro'],
    ['a negative id', '?ids=-1'],
    ['zero', '?ids=0'],
    ['a decimal', '?ids=1001.5'],
    ['an empty item', '?ids=1001,,1002'],
    ['an id beyond 32 bits', '?ids=99999999999'],
    ['a very long list', `?ids=${'1,'.repeat(60)}1`],
  ])('answers 400 with a Spanish message for %s', async (_name, query) => {
    const { status, body } = await call(t.app, { method: 'GET', url: `${URL}${query}` });
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: IDS_MESSAGE });
  });
});
