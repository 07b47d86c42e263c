import { call, createTestApp, type TestApp } from '../../test-support/test-app';

describe('content and shell calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/menu lists categories, with a link per company', async () => {
    const { body, headers } = await call(t.app, { method: 'GET', url: '/api/menu?forceRefresh=1' });
    expect(headers['cache-control']).toBe('public, max-age=300');
    const eps = body.data[0];
    expect(eps).toMatchObject({
      title: 'EPS',
      url: '/Comparar/EPS',
      icon: 'eps',
      color: expect.any(String),
      seoDescription: expect.any(String),
      preloadBundle: 'results',
      type: 'box_category',
    });
    expect(eps.categories).toEqual(
      expect.arrayContaining([
        { title: 'Salud Andina EPS', url: '/EPS/salud-andina-eps', displayName: 'Salud Andina EPS' },
      ]),
    );
  });

  it('GET /api/contactInformations has the support e-mail third and the social networks', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/api/contactInformations' });
    expect(body.data[2]).toMatchObject({ type: 'contacto', info: 'ayuda@quieroseguro.co' });
    expect(body.data.filter((entry: { type: string }) => entry.type === 'red_social').length).toBeGreaterThanOrEqual(4);
  });

  it('GET /api/notifications/current answers the active notification, 204 when none', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/api/notifications/current' });
    expect(body.data).toEqual({ id: 2, title: 'Nuevos planes para mascotas', message: expect.any(String) });
    await t.sql.run('UPDATE notifications SET ends_at = ?', '2020-01-01T00:00:00.000Z');
    expect((await call(t.app, { method: 'GET', url: '/api/notifications/current' })).status).toBe(204);
    await t.sql.run('UPDATE notifications SET ends_at = NULL WHERE id = 2');
  });

  it('why-us items, comparators, their benefits and block zones', async () => {
    const why = await call(t.app, { method: 'GET', url: '/api/whyUs/colombia' });
    expect(why.body.data[0]).toEqual({ message: expect.any(String), icon: expect.any(String) });
    expect((await call(t.app, { method: 'GET', url: '/api/whyUs/marte' })).status).toBe(404);
    const comparators = await call(t.app, { method: 'GET', url: '/api/comparator' });
    expect(comparators.body.data.map((c: { slug: string }) => c.slug)).toEqual([
      'EPS',
      'Polizas-de-Salud',
      'Medicina-Prepagada',
      'Empresas',
      'Seguros-Mascotas',
    ]);
    // docs/product/api.md#compare: the results list takes its page size and paging mode from the service.
    expect(
      comparators.body.data.map((c: { pageSize: number; paginationMode: string }) => [c.pageSize, c.paginationMode]),
    ).toEqual([
      [20, 'numbered'],
      [20, 'more'],
      [20, 'numbered'],
      [20, 'more'],
      [20, 'numbered'],
    ]);
    expect(comparators.body.data[0]).not.toHaveProperty('blockZones');
    const benefits = await call(t.app, { method: 'GET', url: '/api/comparator/EPS/benefits' });
    expect(benefits.body.data[0]).toEqual({
      isActive: true,
      title: expect.any(String),
      description: expect.any(String),
      icon: expect.any(String),
    });
    expect(benefits.body.data.some((b: { isActive: boolean }) => !b.isActive)).toBe(true);
    const zones = await call(t.app, { method: 'GET', url: '/api/comparator/blockzone/1' });
    expect(zones.body.data[0]).toEqual({
      title: expect.any(String),
      description: expect.any(String),
      textLink: expect.any(String),
      url: expect.any(String),
      img: expect.any(String),
    });
    expect((await call(t.app, { method: 'GET', url: '/api/comparator/blockzone/99' })).status).toBe(404);
  });

  it('articles page by 15 with tags and groups; an article has h2 sections', async () => {
    const page1 = await call(t.app, { method: 'GET', url: '/api/qp-university/articles?page=1' });
    expect(page1.body.metaData).toEqual({ total: 21, page: 1, take: 15, pages: 2 });
    expect(page1.body.data).toHaveLength(15);
    expect(page1.body.data[0]).toEqual({
      slug: expect.any(String),
      title: expect.any(String),
      summary: expect.any(String),
      image: expect.any(String),
      tags: expect.any(Array),
      tagDisplayNames: expect.any(Object),
      group: expect.any(String),
      author: expect.any(String),
      publishedAt: expect.any(String),
    });
    const page2 = await call(t.app, { method: 'GET', url: '/api/qp-university/articles?page=2' });
    expect(page2.body.data).toHaveLength(6);
    const tagged = await call(t.app, { method: 'GET', url: '/api/qp-university/articles?tag=mascotas' });
    expect(tagged.body.data.every((a: { tags: string[] }) => a.tags.includes('mascotas'))).toBe(true);
    expect(tagged.body.data[0].tagDisplayNames).toMatchObject({ mascotas: 'Mascotas' });
    const grouped = await call(t.app, { method: 'GET', url: '/api/qp-university/articles?group=EPS' });
    expect(grouped.body.metaData.total).toBe(5);
    const article = await call(t.app, {
      method: 'GET',
      url: '/api/qp-university/articles/que-es-un-plan-complementario-de-salud',
    });
    expect(article.body.data.html).toContain('<h2 id="un-plan-que-se-suma-a-tu-eps">Un plan que se suma a tu EPS</h2>');
    expect(article.body.data.toc).toHaveLength(3);
    expect((await call(t.app, { method: 'GET', url: '/api/qp-university/articles/no-existe' })).status).toBe(404);
    const tags = await call(t.app, { method: 'GET', url: '/api/qp-university/tags' });
    expect(tags.body.data[0]).toEqual({
      name: expect.any(String),
      displayName: expect.any(String),
      count: expect.any(Number),
    });
    expect(tags.body.data).toContainEqual({ name: 'afiliacion', displayName: 'Afiliación', count: 3 });
    const groups = await call(t.app, { method: 'GET', url: '/api/qp-university/groups' });
    expect(groups.body.data.map((g: { name: string }) => g.name)).toEqual(
      expect.arrayContaining(['EPS', 'Mascotas', 'Guías']),
    );
  });

  it('country landings list a section by 15 and resolve one landing with its plans', async () => {
    const clinics = await call(t.app, {
      method: 'GET',
      url: '/api/country-landings?type=Clinicas-y-Hospitales&page=1',
    });
    expect(clinics.body.metaData).toEqual({ total: 31, page: 1, take: 15, pages: 3 });
    expect(clinics.body.data[0]).toMatchObject({
      type: 'Clinicas-y-Hospitales',
      url: expect.stringMatching(/^Clinicas-y-Hospitales\//),
      stateCode: expect.any(String),
      stateName: expect.any(String),
    });
    // docs/product/content.md#landing-lists: clinics are found by department; the filter offers the departments that have one.
    const states = await call(t.app, { method: 'GET', url: '/api/country-landings/states?type=Clinicas-y-Hospitales' });
    expect(states.body.data).toHaveLength(20);
    expect(states.body.data.slice(0, 3)).toEqual([
      { stateCode: '05', stateName: 'Antioquia', count: 2 },
      { stateCode: '08', stateName: 'Atlántico', count: 2 },
      { stateCode: '11', stateName: 'Bogotá D.C.', count: 4 },
    ]);
    expect(states.body.data.map((s: { stateName: string }) => s.stateName)).toEqual(
      expect.arrayContaining(['Córdoba', 'Cundinamarca']),
    );
    expect(states.body.data.findIndex((s: { stateName: string }) => s.stateName === 'Córdoba')).toBeLessThan(
      states.body.data.findIndex((s: { stateName: string }) => s.stateName === 'Cundinamarca'),
    );
    expect(states.body.data.reduce((sum: number, s: { count: number }) => sum + s.count, 0)).toBe(31);
    const bogota = await call(t.app, {
      method: 'GET',
      url: '/api/country-landings?type=Clinicas-y-Hospitales&page=1&state=11',
    });
    expect(bogota.body.metaData).toEqual({ total: 4, page: 1, take: 15, pages: 1 });
    expect(bogota.body.data.every((c: { stateName: string }) => c.stateName === 'Bogotá D.C.')).toBe(true);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/country-landings?type=Clinicas-y-Hospitales&state=99' })).body
        .metaData.total,
    ).toBe(0);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/country-landings?type=Clinicas-y-Hospitales&state=Bogota' }))
        .status,
    ).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/country-landings/states' })).status).toBe(400);
    const section = await call(t.app, { method: 'GET', url: '/api/country-landings/by-url?url=EPS' });
    expect(section.body.data).toMatchObject({
      type: 'EPS',
      title: expect.any(String),
      html: expect.stringContaining('<h2'),
    });
    const company = await call(t.app, {
      method: 'GET',
      url: '/api/country-landings/by-url?url=/Medicina-Prepagada/sanavida-prepagada',
    });
    expect(company.body.data.plans.length).toBe(9);
    const clinic = await call(t.app, {
      method: 'GET',
      url: '/api/country-landings/by-url?url=Clinicas-y-Hospitales/clinica-chapinero-alto',
    });
    expect(clinic.body.data.plans.length).toBeGreaterThan(0);
    expect((await call(t.app, { method: 'GET', url: '/api/country-landings/by-url?url=nada' })).status).toBe(404);
  });

  it('CMS pages of the route table resolve by url and partner allies are listed', async () => {
    for (const url of ['Que-es-QuieroSeguro', 'Registro', 'Referidos-QuieroSeguro']) {
      const page = await call(t.app, { method: 'GET', url: `/api/country-landings/by-url?url=${url}` });
      expect(page.body.data).toMatchObject({
        url,
        type: 'page',
        title: expect.any(String),
        html: expect.stringContaining('<h2'),
        plans: [],
      });
    }
    const allies = await call(t.app, { method: 'GET', url: '/api/country-landings?type=Partners-y-Alianzas' });
    expect(allies.body.metaData).toEqual({ total: 2, page: 1, take: 15, pages: 1 });
    expect(allies.body.data[0]).toMatchObject({
      url: 'Partners-y-Alianzas/banco-aliado',
      title: 'Banco Aliado',
      image: '/api/images/partners/banco-aliado.svg',
    });
  });

  it('has a referral landing for every product, each about its business line (docs/product/content.md#cms-landings); another product is not found', async () => {
    const products = [
      ['EPS', { businessLine: 1, comparator: 'EPS' }],
      ['Polizas-de-Salud', { businessLine: 2, comparator: 'Polizas-de-Salud' }],
      ['Medicina-Prepagada', { businessLine: 3, comparator: 'Medicina-Prepagada' }],
      ['Empresas', { businessLine: 4, comparator: 'Empresas', productType: 'SEGURO_COLECTIVO' }],
      ['Mascotas', { businessLine: 5, comparator: 'Seguros-Mascotas' }],
    ] as const;
    const titles = new Set<string>();
    for (const [product, referral] of products) {
      const page = await call(t.app, { method: 'GET', url: `/api/country-landings/by-url?url=Referidos-${product}` });
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({
        url: `Referidos-${product}`,
        type: 'page',
        html: expect.stringContaining('<h2 id="como-funciona">'),
        plans: [],
      });
      expect(page.body.data.referral).toEqual(referral);
      titles.add(page.body.data.title);
    }
    expect(titles.size).toBe(products.length);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/country-landings/by-url?url=referidos-eps' })).body.data.url,
    ).toBe('Referidos-EPS');
    expect(
      (await call(t.app, { method: 'GET', url: '/api/country-landings/by-url?url=Referidos-Desconocido' })).status,
    ).toBe(404);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/country-landings/by-url?url=Referidos-QuieroSeguro' })).body.data,
    ).not.toHaveProperty('referral');
  });

  it('a CMS landing names the form it ends with: Seguro-de-Viaje shows the travel dynamic form', async () => {
    const travel = await call(t.app, { method: 'GET', url: '/api/country-landings/by-url?url=Seguro-de-Viaje' });
    expect(travel.status).toBe(200);
    expect(travel.body.data).toMatchObject({
      url: 'Seguro-de-Viaje',
      type: 'page',
      title: 'Seguro de viaje con asistencia médica internacional',
      html: expect.stringContaining(
        '<h2 id="que-cubre-una-asistencia-en-viaje">Qué cubre una asistencia en viaje</h2>',
      ),
      contactForm: { processId: '9a2e7b14-5c3d-4f8a-b6e2-71d0c4a8f352', productType: 'VIAJEINTERNACIONAL' },
      plans: [],
    });
    // The process it names is one the forms call serves: the travel form with its passengers.
    const form = await call(t.app, {
      method: 'GET',
      url: `/api/integration/form/${travel.body.data.contactForm.processId}`,
    });
    expect(form.status).toBe(200);
    expect(form.body.data.integrationForm).toMatchObject({ name: 'viaje', title: 'Cotiza tu seguro de viaje' });
    // The slug is matched without regard to case, like the site's routes; other pages name no form.
    expect(
      (await call(t.app, { method: 'GET', url: '/api/country-landings/by-url?url=seguro-de-viaje' })).body.data
        .contactForm,
    ).toEqual(travel.body.data.contactForm);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/country-landings/by-url?url=Registro' })).body.data,
    ).not.toHaveProperty('contactForm');
  });

  it('countries, business lines and organizations by type', async () => {
    const countries = await call(t.app, { method: 'GET', url: '/api/country' });
    expect(countries.body.data[0]).toEqual({
      name: 'Colombia',
      code: 'CO',
      phonePrefix: '+57',
      nationality: 'Colombiana',
    });
    const lines = await call(t.app, { method: 'GET', url: '/api/businessLines' });
    expect(lines.body.data[0]).toMatchObject({
      id: 1,
      conversionValue: { colombia: { value: expect.any(Number), currency: 'COP' } },
    });
    const eps = await call(t.app, { method: 'GET', url: '/api/organization/seguros/tipo/EPS' });
    expect(eps.body.data).toHaveLength(4);
    expect(eps.body.data[0]).toMatchObject({
      id: expect.any(Number),
      displayName: expect.any(String),
      metadata: { image: expect.any(String), url: expect.any(String) },
    });
    const prepaid = await call(t.app, { method: 'GET', url: '/api/organization/seguros/tipo/MEDICINA%20PREPAGADA' });
    expect(prepaid.body.data).toHaveLength(4);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/organization/seguros/tipo/CLINICA' })).body.data.length,
    ).toBeGreaterThanOrEqual(30);
    expect((await call(t.app, { method: 'GET', url: '/api/organization/seguros/tipo/ISAPRE' })).body.data).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: '/api/organization/seguros/tipo/BANCO' })).status).toBe(400);
  });

  it('referrers are found by e-mail (advisors too); others answer the product text (docs/product/api.md#reference-data)', async () => {
    const found = await call(t.app, { method: 'GET', url: '/api/referrers/by-email?email=CAMILA.ORTIZ@example.com' });
    expect(found.body.data).toEqual({
      email: 'camila.ortiz@example.com',
      name: 'Camila Ortiz',
      ejecutivo: 'ana.rodriguez@quieroseguro.co',
      loggedAs: 'referral',
    });
    const advisor = await call(t.app, {
      method: 'GET',
      url: '/api/referrers/by-email?email=juan.herrera@quieroseguro.co',
    });
    expect(advisor.body.data.name).toBe('Juan Sebastián Herrera Díaz');
    const missing = await call(t.app, { method: 'GET', url: '/api/referrers/by-email?email=nadie@example.com' });
    expect(missing.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Referidor ¡No encontrado!..' });
    expect((await call(t.app, { method: 'GET', url: '/api/referrers/by-email?email=nope' })).body.message).toBe(
      'Vuelve a introducir un email válido.',
    );
  });

  it('images are SVG drawn from the catalogue', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/api/images/organizations/salud-andina-eps.svg' });
    expect(logo.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(logo.body).toContain('aria-label="Salud Andina EPS"');
    expect((await t.app.inject({ method: 'GET', url: '/api/images/products/EPS101-ORO.svg' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/images/articles/cualquier-cosa.svg' })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/images/organizations/nadie.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/images/etc/passwd.svg' })).statusCode).toBe(400);
  });
});
