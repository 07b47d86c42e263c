import { gunzipSync, zstdDecompressSync } from 'node:zlib';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { VERSION_TTL_MS, compareIndex } from './compare-index';

const URL = '/api/insurance/compare/metadata';

describe('compare', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET answers data and metaData with 20 cards by default and every card field (docs/product/api.md#plan-cards)', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: `${URL}?organizationTypes=EPS,ASEG` });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    expect(body.metaData).toMatchObject({ page: 1, take: 20, belowPriceLimit: 0, abovePriceLimit: 0 });
    expect(body.metaData.total).toBeGreaterThan(20);
    expect(body.metaData.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const card = body.data[0];
    expect(card).toMatchObject({
      id: expect.any(Number),
      displayName: expect.any(String),
      name: expect.any(String),
      productCode: expect.any(String),
      url: expect.stringMatching(/^\//),
      price: { minPrice: expect.any(Number), unit: { id: 1, code: 'COP' } },
      priceRange: { from: expect.any(Number), unit: { code: 'COP' } },
      score: expect.any(Number),
      distance: expect.any(Number),
      isNew: expect.any(Boolean),
      exclusive: expect.any(Boolean),
      isPromoted: expect.any(Boolean),
      insuranceType: {
        name: expect.any(String),
        displayName: expect.any(String),
        description: expect.any(String),
        color: expect.any(String),
        upperType: { name: expect.any(String), displayName: expect.any(String) },
      },
      organization: {
        id: expect.any(Number),
        displayName: expect.any(String),
        metadata: { image: expect.any(String), url: expect.any(String), typeAlias: expect.any(String) },
      },
      coverages: { count: expect.any(Number), tags: expect.any(Array) },
    });
    expect(card.insuranceMetadata.metadata).toMatchObject({
      salesChannel: expect.any(Array),
      isPopular: expect.any(Boolean),
      hasOffer: expect.any(Boolean),
      logo: expect.any(String),
      modality: expect.stringMatching(/^(preferente|libre_eleccion)$/),
      price_detail: { label: expect.any(String), age_range: expect.any(String) },
      annual_benefit_maximum: { amount: expect.any(Number), currency_code: 'COP' },
    });
    expect(card.coverages.tags[0].coverages[0].amounts).toEqual({
      percentage: { maxAmount: expect.any(Number) },
      compensation: { minAmount: null },
      deductible: { minAmount: expect.any(Number) },
    });
  });

  it('accepts repeated parameters and filters by insurance type, organization and feature', async () => {
    const repeated = await call(t.app, {
      method: 'GET',
      url: `${URL}?organizationTypes=EPS&organizationTypes=ASEG&take=100`,
    });
    const comma = await call(t.app, { method: 'GET', url: `${URL}?organizationTypes=EPS,ASEG&take=100` });
    expect(repeated.body.metaData.total).toBe(comma.body.metaData.total);
    const eps = await call(t.app, {
      method: 'GET',
      url: `${URL}?organizationTypes=EPS&insuranceTypes=PLAN_COMPLEMENTARIO_EPS&organizations=1,2&features=has_dental_coverage`,
    });
    expect(eps.body.data.map((c: { productCode: string }) => c.productCode).sort()).toEqual([
      'EPS101-DIAMANTE',
      'EPS101-PLATINO',
      'EPS102-CUMBRE',
      'EPS102-TOTAL',
    ]);
  });

  it('reads a list parameter given once or repeated, a number as text, and refuses a value given twice', async () => {
    const total = async (url: string) => (await call(t.app, { method: 'GET', url })).body.metaData.total;
    const both = await total(`${URL}?organizationTypes=EPS&organizationTypes=ASEG&take=1`);
    expect(await total(`${URL}?organizationTypes=EPS&take=1`)).toBeLessThan(both);
    expect(
      await total(`${URL}?organizationTypes=EPS&organizationTypes=ASEG&insuranceTypes=PLAN_COMPLEMENTARIO_EPS&take=1`),
    ).toBe(await total(`${URL}?organizationTypes=EPS&insuranceTypes=PLAN_COMPLEMENTARIO_EPS&take=1`));
    const twice = await call(t.app, { method: 'GET', url: `${URL}?organizationTypes=EPS&take=5&take=6` });
    expect({ status: twice.status, message: twice.body.message }).toEqual({
      status: 400,
      message: 'take debe ser un número entero',
    });
    const order = await call(t.app, { method: 'GET', url: `${URL}?organizationTypes=EPS&order=a&order=b` });
    expect({ status: order.status, message: order.body.message }).toEqual({
      status: 400,
      message: 'order debe ser un texto o nulo',
    });
  });

  it('POST takes a list or a comma list where a list belongs, and never a list where one value belongs', async () => {
    const post = (payload: Record<string, unknown>) => call(t.app, { method: 'POST', url: URL, payload });
    const list = await post({ organizationTypes: ['EPS', 'ASEG'], take: 1 });
    const comma = await post({ organizationTypes: 'EPS,ASEG', take: '1' });
    expect([list.status, comma.status]).toEqual([200, 200]);
    expect(comma.body.metaData).toMatchObject({ take: 1, total: list.body.metaData.total });
    for (const [change, message] of [
      [{ take: [1] }, 'take debe ser un número entero'],
      [{ page: ['2'] }, 'page debe ser un número entero'],
      [{ order: ['lowerPrice'] }, 'order debe ser un texto o nulo'],
      [{ organizationTypes: { EPS: true } }, 'organizationTypes debe ser un texto o una lista'],
    ] as const) {
      const { status, body } = await post({ organizationTypes: ['EPS'], ...change });
      expect([JSON.stringify(change), status, body.message]).toEqual([JSON.stringify(change), 400, message]);
    }
  });

  it('orders by price, popularity and distance and pages with take', async () => {
    const low = await call(t.app, {
      method: 'GET',
      url: `${URL}?organizationTypes=MEDICINA PREPAGADA&insuranceTypes=MEDICINA_PREPAGADA&order=lowerPrice&take=100`,
    });
    const prices = low.body.data.map((c: { price: { minPrice: number } }) => c.price.minPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await call(t.app, {
      method: 'GET',
      url: `${URL}?organizationTypes=MEDICINA PREPAGADA&insuranceTypes=MEDICINA_PREPAGADA&order=higherPrice`,
    });
    expect(high.body.data[0].price.minPrice).toBe(Math.max(...prices));
    const popular = await call(t.app, {
      method: 'GET',
      url: `${URL}?organizationTypes=MEDICINA PREPAGADA&order=POPULAR&take=1`,
    });
    expect(popular.body.data[0].productCode).toBe('MPP301-FAMILIAR');
    const page2 = await call(t.app, { method: 'GET', url: `${URL}?organizationTypes=EPS,ASEG&take=5&page=2` });
    const page1 = await call(t.app, { method: 'GET', url: `${URL}?organizationTypes=EPS,ASEG&take=5&page=1` });
    expect(page2.body.data).toHaveLength(5);
    expect(page2.body.data[0].id).not.toBe(page1.body.data[0].id);
    const distance = await call(t.app, {
      method: 'POST',
      url: URL,
      payload: {
        organizationTypes: ['EPS'],
        insuranceTypes: ['PLAN_COMPLEMENTARIO_EPS'],
        order: 'DISTANCE',
        profile: { cotizante: [{ edad: 30, sexo: 'Masculino', eps_actual: 'EPS103' }] },
      },
    });
    expect(distance.body.data[0].organization.id).toBe(3);
  });

  it('sends distance on a 0–10 scale (the card shows it × 10 %) and marks plans launched within 60 days as new', async () => {
    const { body } = await call(t.app, {
      method: 'GET',
      url: `${URL}?organizationTypes=EPS&insuranceTypes=PLAN_COMPLEMENTARIO_EPS&take=100`,
    });
    const byCode = Object.fromEntries(body.data.map((c: { productCode: string }) => [c.productCode, c]));
    // Without a profile every person is insurable, so the match is the plan's own score.
    expect(byCode['EPS101-ORO']).toMatchObject({ score: 8.6, distance: 8.6, isNew: false });
    expect(byCode['EPS101-PLATINO']).toMatchObject({ isNew: true });
    const own = await call(t.app, {
      method: 'POST',
      url: URL,
      payload: {
        organizationTypes: ['EPS'],
        insuranceTypes: ['PLAN_COMPLEMENTARIO_EPS'],
        take: 100,
        profile: { cotizante: [{ edad: 30, sexo: 'Masculino', eps_actual: 'EPS101' }] },
      },
    });
    const oro = own.body.data.find((c: { productCode: string }) => c.productCode === 'EPS101-ORO');
    expect(oro.distance).toBe(9.6);
    for (const card of own.body.data) expect(card.distance).toBeLessThanOrEqual(10);
  });

  it('counts plans below and above the price range', async () => {
    const all = await call(t.app, {
      method: 'POST',
      url: URL,
      payload: { organizationTypes: ['ASEG'], insuranceTypes: ['SEGURO_INTEGRAL_GENERAL'], take: 100 },
    });
    const prices: number[] = all.body.data
      .map((c: { price: { minPrice: number } }) => c.price.minPrice)
      .sort((a: number, b: number) => a - b);
    // A range inside the line's own prices, so some fall below and some above it.
    const [from, to] = [prices[2]!, prices[prices.length - 3]!];
    const ranged = await call(t.app, {
      method: 'POST',
      url: URL,
      payload: {
        organizationTypes: ['ASEG'],
        insuranceTypes: ['SEGURO_INTEGRAL_GENERAL'],
        fromPrice: from,
        toPrice: to,
        take: 100,
      },
    });
    expect(ranged.body.metaData).toMatchObject({
      total: prices.filter((p) => p >= from && p <= to).length,
      belowPriceLimit: prices.filter((p) => p < from).length,
      abovePriceLimit: prices.filter((p) => p > to).length,
    });
    expect(ranged.body.metaData.belowPriceLimit).toBeGreaterThan(0);
    expect(ranged.body.metaData.abovePriceLimit).toBeGreaterThan(0);
  });

  it('POST prices each plan for the profile: different people, different prices, PriceNotFound when uninsurable', async () => {
    const price = async (profile: unknown) => {
      const { body } = await call(t.app, {
        method: 'POST',
        url: URL,
        payload: {
          organizationTypes: 'MEDICINA PREPAGADA',
          insuranceTypes: ['MEDICINA_PREPAGADA'],
          organizations: [23],
          profile,
          take: 100,
        },
      });
      return Object.fromEntries(
        body.data.map((c: { productCode: string; price: { minPrice: number }; profilePrice: unknown }) => [
          c.productCode,
          c,
        ]),
      );
    };
    const young = await price({ ingresodatos: true, cotizante: [{ edad: 25, sexo: 'Masculino' }], cargas: [] });
    const older = await price({ ingresodatos: true, cotizante: [{ edad: 50, sexo: 'Femenino' }], cargas: [] });
    const family = await price({
      ingresodatos: true,
      cotizante: [{ edad: 25, sexo: 'Masculino' }],
      cargas: [{ edad: 5, sexo: 'Femenino', parentesco: 'Hijo' }],
    });
    expect(older['MPP303-NEVADO'].price.minPrice).toBeGreaterThan(young['MPP303-NEVADO'].price.minPrice);
    expect(family['MPP303-NEVADO'].price.minPrice).toBeGreaterThan(young['MPP303-NEVADO'].price.minPrice);
    const senior = await price({
      ingresodatos: true,
      cotizante: [{ edad: 57, sexo: 'Masculino' }],
      cargas: [{ edad: 10 }],
    });
    // Plan Café takes new members up to 55.
    expect(senior['MPP303-CAFE'].profilePrice).toMatchObject({
      total: { profilesWithPrice: 1, profilesEvaluated: 2, arePricesDefined: false },
      profiles: [
        { index: 0, method: 'PriceNotFound', price: null },
        { index: 1, method: 'ageBand' },
      ],
    });
  });

  it('keeps a partner subdomain to its allowed organizations', async () => {
    const { body } = await call(t.app, {
      method: 'GET',
      url: `${URL}?organizationTypes=EPS,ASEG&take=100`,
      headers: { 'x-forwarded-host': 'aliado.localhost:3000' },
    });
    expect(new Set(body.data.map((c: { organization: { id: number } }) => c.organization.id))).toEqual(
      new Set([1, 11]),
    );
  });

  it('gives a repeated call its kept answer with a uuid of its own, a partner its own, and a new one once the catalogue changes', async () => {
    const url = `${URL}?organizationTypes=EPS,ASEG&take=30`;
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await call(t.app, { method: 'GET', url }));
    const uuids = answers.map(({ body }) => body.metaData.uuid);
    expect(new Set(uuids).size).toBe(4);
    for (const { status, headers, body } of answers) {
      expect([status, headers['content-type'], headers['cache-control']]).toEqual([
        200,
        'application/json; charset=utf-8',
        'no-store',
      ]);
      expect({ ...body, metaData: { ...body.metaData, uuid: null } }).toEqual({
        ...answers[0]?.body,
        metaData: { ...answers[0]?.body.metaData, uuid: null },
      });
    }
    // The caller's own uuid, kept answer or not.
    const uuid = '0f0e0d0c-0b0a-4908-8706-050403020100';
    const payload = { organizationTypes: ['EPS', 'ASEG'], take: 30, uuid };
    for (let i = 0; i < 3; i += 1)
      expect((await call(t.app, { method: 'POST', url: URL, payload })).body.metaData.uuid).toBe(uuid);
    const partner = await call(t.app, { method: 'GET', url, headers: { 'x-forwarded-host': 'aliado.localhost:3000' } });
    expect(partner.body.metaData.total).toBeLessThan(answers[0]?.body.metaData.total);
    // A reseed (a new seed time) is a new catalogue version: the kept answer is not given again.
    const [first] = answers[0]?.body.data ?? [];
    await t.sql.run('BEGIN');
    await t.sql.run('UPDATE plans SET score = 0, is_promoted = 0, popularity = 0 WHERE id = ?', first.id);
    await t.sql.run("UPDATE meta SET value = ? WHERE key = 'seeded_at'", new Date(Date.now() + 1000).toISOString());
    await t.sql.run('COMMIT');
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + VERSION_TTL_MS);
    // The version is read again in the background (compare-index.ts): the call after that read sees the reseed.
    const known = await compareIndex(t.db);
    for (let i = 0; i < 200 && (await compareIndex(t.db)) === known; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const after = await call(t.app, { method: 'GET', url });
    clock.mockRestore();
    expect(after.body.data[0].id).not.toBe(first.id);
  });

  it('gives a browser a kept answer already compressed, with a uuid of its own, and the rest compressed as they come', async () => {
    const url = `${URL}?organizationTypes=EPS,MEDICINA PREPAGADA&take=25`;
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', origin: 'http://localhost:3000' };
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await t.app.inject({ method: 'GET', url, headers }));
    // The first two are written and compressed (zstd); once kept, the answer is the kept gzip with the uuid put in.
    expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual(['zstd', 'zstd', 'gzip', 'gzip']);
    const bodies = answers.map((answer) =>
      JSON.parse(
        (answer.headers['content-encoding'] === 'gzip' ? gunzipSync : zstdDecompressSync)(answer.rawPayload).toString(),
      ),
    );
    expect(new Set(bodies.map((body) => body.metaData.uuid)).size).toBe(4);
    for (const body of bodies)
      expect({ ...body, metaData: { ...body.metaData, uuid: null } }).toEqual({
        ...bodies[0],
        metaData: { ...bodies[0].metaData, uuid: null },
      });
    // Each says all it varies on: the encoding, and the site's origin (CORS) and host name (a partner's catalogue).
    for (const answer of answers) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(String(answer.headers.vary).toLowerCase().split(/,\s*/).sort()).toEqual([
        'accept-encoding',
        'origin',
        'x-forwarded-host',
      ]);
    }
    expect(Number(answers[3]?.headers['content-length'])).toBe(answers[3]?.rawPayload.length);
    // A client that takes no gzip gets the kept answer as text (or as the plugin encodes it).
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toEqual(bodies[0].data);
    const noGzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=1, gzip;q=0' } });
    expect(noGzip.headers['content-encoding']).toBe('br');
  });

  it.each([
    [`${URL}`, 'organizationTypes es requerido'],
    [`${URL}?organizationTypes=NOPE`, 'organizationTypes tiene un valor desconocido: NOPE'],
    [`${URL}?organizationTypes=EPS&features=has_wings`, 'features tiene un valor desconocido: has_wings'],
    [`${URL}?organizationTypes=EPS&take=500`, 'take debe ser menor o igual a 100'],
    [`${URL}?organizationTypes=EPS&page=0`, 'page debe ser mayor o igual a 1'],
    [
      `${URL}?organizationTypes=EPS&order=cheapest`,
      'order debe ser uno de: lowerPrice, higherPrice, POPULAR, DISTANCE',
    ],
    [`${URL}?organizationTypes=EPS&organizations=1,x`, 'organizations debe ser una lista de números'],
    [`${URL}?organizationTypes=EPS&fromPrice=9&toPrice=1`, 'fromPrice no puede ser mayor que toPrice'],
  ])('refuses %s with 400', async (url, message) => {
    const { status, body } = await call(t.app, { method: 'GET', url });
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('refuses a malformed profile in POST', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: URL,
      payload: { organizationTypes: ['EPS'], profile: { cotizante: [{ edad: -3 }] } },
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/profile/);
  });
});
