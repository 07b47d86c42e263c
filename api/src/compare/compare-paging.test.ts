import { call, createTestApp, type TestApp } from '../test-support/test-app';

const URL = '/api/insurance/compare/metadata';

interface Card {
  id: number;
  productCode: string;
}

/** The compare call's comparator field: page size and paging mode per comparator (docs/product/api.md#compare). */
describe('compare paging by comparator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET with comparator=EPS pages by its 20 plans in numbered mode; page 2 holds the rest', async () => {
    const query = 'organizationTypes=EPS&insuranceTypes=PLAN_COMPLEMENTARIO_EPS&comparator=EPS';
    const page1 = await call(t.app, { method: 'GET', url: `${URL}?${query}` });
    expect(page1.status).toBe(200);
    expect(page1.body.metaData).toMatchObject({
      page: 1,
      take: 20,
      pages: 2,
      paginationMode: 'numbered',
      belowPriceLimit: 0,
      abovePriceLimit: 0,
    });
    expect(page1.body.metaData.total).toBeGreaterThanOrEqual(26);
    expect(page1.body.metaData.total).toBeLessThanOrEqual(30);
    const page2 = await call(t.app, { method: 'GET', url: `${URL}?${query}&page=2` });
    expect(page2.body.data).toHaveLength(page1.body.metaData.total - 20);
    const ids = [...page1.body.data, ...page2.body.data].map((c: Card) => c.id);
    expect(new Set(ids).size).toBe(page1.body.metaData.total);
  });

  it('POST with a "more" comparator answers that mode; an explicit take wins over the page size', async () => {
    const payload = {
      organizationTypes: ['ASEG'],
      insuranceTypes: ['SEGURO_INTEGRAL_GENERAL'],
      comparator: 'Polizas-de-Salud',
    };
    const more = await call(t.app, { method: 'POST', url: URL, payload });
    expect(more.body.metaData).toMatchObject({ take: 20, paginationMode: 'more', pages: 2 });
    expect(more.body.data).toHaveLength(20);
    const taken = await call(t.app, {
      method: 'POST',
      url: URL,
      payload: { ...payload, comparator: 'empresas', take: 7 },
    });
    expect(taken.body.metaData).toMatchObject({ take: 7, paginationMode: 'more' });
    expect(taken.body.data).toHaveLength(7);
  });

  it('without a comparator: take 20 and numbered mode', async () => {
    const { body } = await call(t.app, { method: 'GET', url: `${URL}?organizationTypes=MEDICINA PREPAGADA` });
    expect(body.metaData).toMatchObject({ take: 20, paginationMode: 'numbered' });
  });

  it('refuses an unknown comparator with 400 in Spanish', async () => {
    const get = await call(t.app, { method: 'GET', url: `${URL}?organizationTypes=EPS&comparator=Isapres` });
    expect(get.status).toBe(400);
    expect(get.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Comparador desconocido: Isapres' });
    const post = await call(t.app, {
      method: 'POST',
      url: URL,
      payload: { organizationTypes: ['EPS'], comparator: 'nope' },
    });
    expect(post.body.message).toBe('Comparador desconocido: nope');
  });

  it('every results comparator has between 26 and 30 plans, so paging shows', async () => {
    const comparators = (await call(t.app, { method: 'GET', url: '/api/comparator' })).body.data as Array<{
      slug: string;
      organizationTypes: string[];
      insuranceTypes: string[];
    }>;
    for (const slug of ['EPS', 'Polizas-de-Salud', 'Medicina-Prepagada', 'Empresas']) {
      const c = comparators.find((item) => item.slug === slug);
      const payload = { organizationTypes: c?.organizationTypes, insuranceTypes: c?.insuranceTypes, comparator: slug };
      const { body } = await call(t.app, { method: 'POST', url: URL, payload });
      expect([slug, body.metaData.total >= 26 && body.metaData.total <= 30]).toEqual([slug, true]);
    }
  });

  it('filters by coverage organizations: only plans whose network has one of the clinics', async () => {
    const clinics = (
      await call(t.app, {
        method: 'GET',
        url: '/api/coverageOrganization/country?organizationTypes=EPS&insuranceTypes=PLAN_COMPLEMENTARIO_EPS',
      })
    ).body.data as Array<{ id: number }>;
    const all = await call(t.app, {
      method: 'GET',
      url: `${URL}?organizationTypes=EPS&insuranceTypes=PLAN_COMPLEMENTARIO_EPS&take=100`,
    });
    let narrowed = false;
    for (const clinic of clinics) {
      const filtered = await call(t.app, {
        method: 'GET',
        url: `${URL}?organizationTypes=EPS&insuranceTypes=PLAN_COMPLEMENTARIO_EPS&coverageOrganizations=${clinic.id}&take=100`,
      });
      for (const card of filtered.body.data as Card[]) {
        const network = (await call(t.app, { method: 'GET', url: `/api/insurance/${card.id}/coverageOrganizations` }))
          .body.data as Array<{ network: { clinics: Array<{ id: number }> } }>;
        expect(network.some((group) => group.network.clinics.some((c) => c.id === clinic.id))).toBe(true);
      }
      expect(filtered.body.metaData.total).toBeGreaterThan(0);
      if (filtered.body.metaData.total < all.body.metaData.total) narrowed = true;
    }
    expect(narrowed).toBe(true);
  });
});
