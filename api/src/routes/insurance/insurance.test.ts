import { isPaymentId } from '@qs/contract';
import { call, createTestApp, type TestApp } from '../../test-support/test-app';

describe('plan detail calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/insurance/by-url finds a plan by its site path, with descriptions and tabs', async () => {
    const { status, body } = await call(t.app, {
      method: 'GET',
      url: '/api/insurance/by-url?url=/EPS/salud-andina-eps/plan-complementario-oro',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 1002,
      productCode: 'EPS101-ORO',
      url: '/EPS/salud-andina-eps/plan-complementario-oro',
      price: { minPrice: 69400, suffix: '/mes', basis: 'from' },
      priceRange: { from: 69400 },
    });
    expect(body.data.descriptions.map((d: { type: { name: string } }) => d.type.name)).toEqual([
      'offer_description',
      'insurance_description_general',
    ]);
    expect(body.data.insuranceType.descriptions[0].type.name).toBe('insurance_type_description');
    const tabs = body.data.tabs;
    expect(tabs[0]).toEqual({
      url: 'home',
      title: 'Vista General',
      icon: 'home',
      class: 'tab-home',
      highlight: false,
      hidden: false,
      disabled: false,
      headerFixed: true,
      showContentChild: true,
      inMenuMore: false,
    });
    expect(tabs.map((tab: { url: string }) => tab.url)).toEqual([
      'home',
      'Detalle-de-Precio',
      'Donde-Cubre',
      'Condicion-General',
      'Folleto',
      'Solicitar',
    ]);
    expect(tabs[3].file.url).toMatch(
      /^\/api\/documents\/files\/[0-9a-f]{6}-condiciones-generales-salud-andina-eps-plan-complementario-eps-[0-9a-f]{4}\.pdf$/,
    );
  });

  it.each([
    ['/EPS/salud-andina-eps/plan-complementario-oro/Folleto', 1002],
    ['/EPS/salud-andina-eps/Planes/plan-complementario-oro', 1002],
    ['/eps/SALUD-ANDINA-EPS/plan-complementario-oro/', 1002],
    ['/Empresa/SEGURO-COLECTIVO/seguros-condor/Planes/colectivo-pyme', 4001],
    ['/Seguros/huellitas-seguros/mascota-plus?x=1', 5002],
  ])('by-url accepts %s', async (url, id) => {
    const { body } = await call(t.app, { method: 'GET', url: `/api/insurance/by-url?url=${encodeURIComponent(url)}` });
    expect(body.data.id).toBe(id);
  });

  it('by-url and product answer 404 for unknown plans', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/insurance/by-url?url=/EPS/nadie/nada' })).status).toBe(404);
    const product = await call(t.app, { method: 'GET', url: '/api/insurance/product/NO-EXISTE' });
    expect(product.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Plan no encontrado' });
  });

  it('GET /api/insurance/product/{code}', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/api/insurance/product/MAS401-PLUS' });
    expect(body.data).toMatchObject({
      id: 5002,
      insuranceType: { name: 'SEGURO_MASCOTAS' },
      organization: { displayName: 'Huellitas Seguros' },
    });
    expect(body.data.tabs.map((tab: { url: string }) => tab.url)).not.toContain('Donde-Cubre');
  });

  it('descriptions, features and FAQ of a plan', async () => {
    const descriptions = await call(t.app, { method: 'GET', url: '/api/insurance/3001/descriptions' });
    expect(descriptions.body.data[0]).toMatchObject({
      type: { name: 'insurance_description_general', displayName: 'Descripción general' },
      text: expect.stringContaining('Plan Integral Vitalia'),
    });
    const features = await call(t.app, { method: 'GET', url: '/api/insurance/3001/features' });
    expect(features.body.data).toHaveLength(8);
    expect(features.body.data.find((f: { name: string }) => f.name === 'has_maternity_coverage')).toMatchObject({
      value: true,
      displayName: 'Maternidad',
      feature_type_id: 4,
    });
    expect(features.body.data.find((f: { name: string }) => f.name === 'has_vision_coverage').value).toBe(false);
    const faq = await call(t.app, { method: 'GET', url: '/api/insurance/3001/faq' });
    expect(faq.body.data.length).toBeGreaterThanOrEqual(5);
    expect(faq.body.data[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
  });

  it('benefit categories (coverages/{id}/resume) carry coverages with amounts', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/api/insurance/coverages/1003/resume' });
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Hospitalización', 'Odontología', 'Visión']),
    );
    expect(body.data[0].coverages[0]).toMatchObject({
      id: expect.any(Number),
      code: 'HOSP_HAB',
      insuranceBenefit: 'Habitación individual',
      organizationCount: 12,
      amounts: {
        percentage: { minAmount: 100, maxAmount: 100, defaultAmount: 100, unit: { code: 'PERCENT' } },
        deductible: { minAmount: 0, unit: { name: 'Copago', code: 'COP' } },
      },
    });
  });

  it('coverage organizations list clinic networks per coverage, best coverage first', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/api/insurance/1002/coverageOrganizations' });
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    const percentages = body.data.map(
      (g: { coverage: { percentage: { minAmount: number } } }) => g.coverage.percentage.minAmount,
    );
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
    const group = body.data[0];
    expect(group).toMatchObject({
      displayName: expect.any(String),
      coverage: { percentage: { minAmount: expect.any(Number) }, deductible: { minAmount: expect.any(Number) } },
      countryStates: expect.any(Array),
    });
    expect(group.network.clinics[0]).toMatchObject({
      id: expect.any(Number),
      displayName: expect.any(String),
      city: expect.any(String),
      countryStates: [{ stateCode: expect.stringMatching(/^\d{2}$/), stateName: expect.any(String) }],
    });
    const empty = await call(t.app, { method: 'GET', url: '/api/insurance/5001/coverageOrganizations' });
    expect(empty.body.data).toEqual([]);
  });

  it('calculatePrice GET and POST price a profile; 404 for an unknown plan', async () => {
    const get = await call(t.app, { method: 'GET', url: '/api/insurance/2001/calculatePrice?productType=colombia' });
    // Without a profile: the plan's starting price (the cheapest row: a child of 2 to 17, 0.56 × 189.000), no person detail.
    expect(get.body.data).toMatchObject({
      insuranceId: 2001,
      price: { minPrice: 105800, unit: { code: 'COP' }, suffix: '/mes', basis: 'from' },
      arePricesDefined: true,
      profilePrice: null,
    });
    const profile = {
      cotizante: [
        { edad: 40, sexo: 'Femenino' },
        { edad: 42, sexo: 'Masculino' },
      ],
      cargas: [{ edad: 80, sexo: 'Masculino' }],
    };
    const post = await call(t.app, {
      method: 'POST',
      url: '/api/insurance/2001/calculatePrice',
      payload: { profile, productType: 'colombia' },
    });
    expect(post.body.data.profilePrice.total).toEqual({
      profilesWithPrice: 2,
      profilesEvaluated: 3,
      arePricesDefined: false,
    });
    expect(post.body.data.price.basis).toBe('profile');
    const viaQuery = await call(t.app, {
      method: 'GET',
      url: `/api/insurance/2001/calculatePrice?profile=${encodeURIComponent(JSON.stringify(profile))}`,
    });
    expect(viaQuery.body.data.price).toEqual(post.body.data.price);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/insurance/2001/calculatePrice?profile=%7Bnope' })).body.message,
    ).toBe('profile debe ser un JSON válido');
    expect((await call(t.app, { method: 'GET', url: '/api/insurance/9999/calculatePrice' })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/insurance/abc/calculatePrice' })).status).toBe(400);
  });

  it('payment info answers 200 with methods; offers 200 with data or 204 for none', async () => {
    const payment = await call(t.app, { method: 'GET', url: '/api/qppayment/insurance-payment/2007' });
    expect(payment.body.data).toMatchObject({ productCode: 'ASE204-SALUDPLUS', hasOnlinePayment: true });
    expect(payment.body.data.paymentMethods[0]).toEqual({
      name: 'tdc',
      displayName: 'Tarjeta de crédito',
      paymentProvider: { name: 'kushki' },
    });
    const byCode = await call(t.app, { method: 'GET', url: '/api/qppayment/insurance-payment/ASE204-SALUDPLUS' });
    expect(byCode.body).toEqual(payment.body);
    const offers = await call(t.app, {
      method: 'GET',
      url: '/api/qppayment/insurance-payment/1002/getOffers?forceRefresh=1',
    });
    expect(offers.status).toBe(200);
    expect(offers.body.data.map((o: { offerType: { name: string } }) => o.offerType.name)).toEqual([
      'DISCOUNT',
      'STOCK',
    ]);
    expect(offers.body.data[1]).toMatchObject({ stock: 0, exhausted: true });
    const none = await call(t.app, { method: 'GET', url: '/api/qppayment/insurance-payment/1001/getOffers' });
    expect(none.status).toBe(204);
    expect(none.raw.body).toBe('');
    expect(
      (await call(t.app, { method: 'GET', url: '/api/qppayment/insurance-payment/NOPE-1/getOffers' })).status,
    ).toBe(404);
  });

  it("no plan's productCode has a payment id's shape (the payment route takes either)", async () => {
    const codes = await t.sql.values<string>('SELECT product_code FROM plans');
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.filter((code) => isPaymentId(code))).toEqual([]);
  });

  it('covers every offer kind across the catalogue', async () => {
    const bodies = await t.sql.values<string>("SELECT body FROM plan_content WHERE section = 'offers'");
    const kinds = bodies.flatMap((body) =>
      (JSON.parse(body) as { offerType: { name: string } }[]).map((offer) => offer.offerType.name),
    );
    expect(new Set(kinds)).toEqual(new Set(['DISCOUNT', 'AGGREGATE', 'GIFTCARD', 'STOCK']));
  });
});
