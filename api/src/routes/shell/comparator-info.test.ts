import { OPENAPI_PATH } from '../../contract/openapi';
import { call, createTestApp, type TestApp } from '../../test-support/test-app';

type Json = Record<string, unknown>;
const SLUGS = ['EPS', 'Polizas-de-Salud', 'Medicina-Prepagada', 'Empresas', 'Seguros-Mascotas'];
const aliado = { 'x-forwarded-host': 'aliado.localhost:3000' };

describe("a comparator's benefits and reviews (docs/product/results.md#comparator-benefits)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, headers?: Record<string, string>) => call(t.app, { method: 'GET', url, headers });

  it('GET /api/comparator/{id}/benefits answers each comparator its own benefits, by slug or id', async () => {
    const titles = new Set<string>();
    for (const slug of SLUGS) {
      const answer = await get(`/api/comparator/${slug}/benefits`);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=300');
      const benefits = answer.body.data as Json[];
      expect(benefits.filter((benefit) => benefit.isActive).length).toBeGreaterThanOrEqual(3);
      for (const benefit of benefits) {
        expect(benefit).toEqual({
          isActive: expect.any(Boolean),
          title: expect.any(String),
          description: expect.any(String),
          icon: expect.any(String),
        });
        titles.add(benefit.title as string);
      }
    }
    // Five comparators, five lists: no benefit is every comparator's.
    expect(titles.size).toBeGreaterThan(15);
    const eps = (await get('/api/comparator/EPS/benefits')).body.data as Json[];
    expect(eps[0]).toEqual({
      isActive: true,
      title: 'Especialistas sin remisión',
      description: 'Pides cita con el especialista sin pasar primero por medicina general.',
      icon: 'doctor',
    });
    // An inactive benefit is answered as is; the site keeps the active ones.
    expect(eps.some((benefit) => !benefit.isActive)).toBe(true);
    expect((await get('/api/comparator/1/benefits')).body).toEqual((await get('/api/comparator/eps/benefits')).body);
    const pets = (await get('/api/comparator/Seguros-Mascotas/benefits')).body.data as Json[];
    expect(pets.map((benefit) => benefit.title)).toContain('Consultas veterinarias');
  });

  it('answers an empty list for a comparator without benefits', async () => {
    const body = (await t.sql.value('SELECT body FROM comparators WHERE id = 3')) as string;
    const { benefits: _benefits, ...without } = JSON.parse(body) as Json;
    try {
      await t.sql.run('UPDATE comparators SET body = ? WHERE id = 3', JSON.stringify(without));
      const none = await get('/api/comparator/3/benefits?forceRefresh=1');
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ data: [] });
    } finally {
      await t.sql.run('UPDATE comparators SET body = ? WHERE id = 3', body);
    }
  });

  it('GET /api/comparator/{id}/reviews answers the count and the score out of 10, 6.2 without reviews', async () => {
    const eps = await get('/api/comparator/EPS/reviews');
    expect(eps.status).toBe(200);
    expect(eps.headers['cache-control']).toBe('public, max-age=300');
    expect(eps.body).toEqual({ data: { count: 1284, score: 8.7 } });
    expect((await get('/api/comparator/3/reviews')).body.data).toEqual({ count: 946, score: 8.9 });
    // Empresas has no review yet: the default score.
    expect((await get('/api/comparator/Empresas/reviews')).body).toEqual({ data: { count: 0, score: 6.2 } });
    for (const slug of SLUGS) {
      const { count, score } = (await get(`/api/comparator/${slug}/reviews`)).body.data as {
        count: number;
        score: number;
      };
      expect(Number.isInteger(count)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
    }
  });

  it('a stored score is not shown without reviews: the default one is', async () => {
    const body = (await t.sql.value('SELECT body FROM comparators WHERE id = 5')) as string;
    try {
      await t.sql.run(
        'UPDATE comparators SET body = ? WHERE id = 5',
        JSON.stringify({ ...(JSON.parse(body) as Json), reviews: { count: 0, score: 9.9 } }),
      );
      expect((await get('/api/comparator/5/reviews?forceRefresh=1')).body.data).toEqual({ count: 0, score: 6.2 });
    } finally {
      await t.sql.run('UPDATE comparators SET body = ? WHERE id = 5', body);
    }
  });

  it('refuses an unknown comparator in Spanish (404) and a bad id (400)', async () => {
    for (const call of ['benefits', 'reviews']) {
      const unknown = await get(`/api/comparator/Isapres/${call}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Comparador no encontrado');
      expect((await get(`/api/comparator/99/${call}`)).status).toBe(404);
      const bad = await get(`/api/comparator/..%2Fetc/${call}`);
      expect(bad.status).toBe(400);
      expect(typeof bad.body.message).toBe('string');
    }
  });

  it("a partner's site gets the same answers for its comparators, 404 for those it has no plan in", async () => {
    for (const call of ['benefits', 'reviews']) {
      expect((await get(`/api/comparator/EPS/${call}`, aliado)).body).toEqual(
        (await get(`/api/comparator/EPS/${call}`)).body,
      );
      expect((await get(`/api/comparator/Medicina-Prepagada/${call}`, aliado)).status).toBe(404);
    }
  });

  it('the comparator list leaves the benefits and the reviews to their own calls', async () => {
    const list = (await get('/api/comparator')).body.data as Json[];
    for (const comparator of list) {
      expect(comparator).not.toHaveProperty('benefits');
      expect(comparator).not.toHaveProperty('reviews');
    }
  });

  it('the OpenAPI document describes both answers', async () => {
    type Schema = { properties?: Record<string, Schema>; items?: Schema; required?: string[] };
    const document = (await get(OPENAPI_PATH)).body as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: Schema }> }> } }>;
    };
    const answerOf = (path: string) =>
      document.paths[path]!.get.responses['200']!.content['application/json']!.schema.properties!.data!;
    const benefit = answerOf('/api/comparator/{id}/benefits').items!;
    expect(benefit.required?.sort()).toEqual(['description', 'icon', 'isActive', 'title']);
    const reviews = answerOf('/api/comparator/{id}/reviews');
    expect(reviews.required?.sort()).toEqual(['count', 'score']);
    expect(reviews.properties?.score).toMatchObject({ minimum: 0, maximum: 10 });
    expect(document.paths['/api/comparator/{id}/reviews']!.get.responses).toHaveProperty('4XX');
  });
});
