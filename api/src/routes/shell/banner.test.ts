import { call, createTestApp, type TestApp } from '../../test-support/test-app';

describe('compare banner (designed here)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/comparator/{id}/banner answers the banner config by id or slug', async () => {
    const bySlug = await call(t.app, { method: 'GET', url: '/api/comparator/EPS/banner' });
    expect(bySlug.status).toBe(200);
    expect(bySlug.headers['cache-control']).toBe('public, max-age=300');
    expect(bySlug.body.data).toEqual({
      isActive: true,
      homeCompare: false,
      title: 'Compara planes complementarios de EPS',
      description: expect.stringContaining('EPS'),
      img: '/api/images/banners/EPS.svg',
      color: '#0E7C66',
      icon: 'eps',
      categories: [
        { title: 'Salud Andina EPS', url: '/EPS/salud-andina-eps', displayName: 'Salud Andina EPS' },
        { title: 'Horizonte Salud EPS', url: '/EPS/horizonte-salud-eps', displayName: 'Horizonte Salud EPS' },
        { title: 'Cordillera EPS', url: '/EPS/cordillera-eps', displayName: 'Cordillera EPS' },
        { title: 'Caribe Unido EPS', url: '/EPS/caribe-unido-eps', displayName: 'Caribe Unido EPS' },
      ],
    });
    const byId = await call(t.app, { method: 'GET', url: '/api/comparator/2/banner' });
    expect(byId.body.data).toMatchObject({
      isActive: true,
      homeCompare: true,
      title: 'Encuentra la póliza de salud que te cubre',
    });
    expect((await call(t.app, { method: 'GET', url: '/api/comparator/polizas-de-salud/banner' })).body.data.title).toBe(
      byId.body.data.title,
    );
  });

  it("lists the comparator's menu categories without its own page; a partner's only its companies", async () => {
    const prepaid = await call(t.app, { method: 'GET', url: '/api/comparator/Medicina-Prepagada/banner' });
    const urls = prepaid.body.data.categories.map((category: { url: string }) => category.url);
    expect(urls[0]).toBe('/QS-Blog/medicina-prepagada-mas-economica');
    expect(urls).toContain('/Medicina-Prepagada/vitalia-medicina-prepagada');
    expect(urls).not.toContain('/Comparar/Medicina-Prepagada');
    // Company plans have no group of companies in the menu: nothing but the page itself, so no list.
    const companies = await call(t.app, { method: 'GET', url: '/api/comparator/Empresas/banner' });
    expect(companies.body.data.categories).toEqual([]);
    // aliado allows Salud Andina EPS (1) and one insurer: the other EPS are not in its list.
    const partner = await call(t.app, {
      method: 'GET',
      url: '/api/comparator/EPS/banner',
      headers: { 'x-forwarded-host': 'aliado.localhost:3000' },
    });
    expect(partner.body.data.categories.map((category: { url: string }) => category.url)).toEqual([
      '/EPS/salud-andina-eps',
    ]);
  });

  it("the pet comparator's banner carries the profile form (homeCompare), as the other comparators but EPS", async () => {
    const pets = await call(t.app, { method: 'GET', url: '/api/comparator/Seguros-Mascotas/banner' });
    expect(pets.body.data).toMatchObject({
      isActive: true,
      homeCompare: true,
      title: 'Seguros para tu mascota',
      img: '/api/images/banners/Seguros-Mascotas.svg',
    });
    // The banner's white text sits on this colour: #C2410C gives it 5.2:1 (WCAG AA), the former #EA580C only 3.6:1.
    expect(pets.body.data.color).toBe('#C2410C');
  });

  it('answers an inactive banner as is, and 204 when a comparator has none', async () => {
    const body = (await t.sql.value('SELECT body FROM comparators WHERE id = 5')) as string;
    const { banner, ...withoutBanner } = JSON.parse(body) as { banner: Record<string, unknown> };
    try {
      await t.sql.run(
        'UPDATE comparators SET body = ? WHERE id = 5',
        JSON.stringify({ ...withoutBanner, banner: { ...banner, isActive: false } }),
      );
      const inactive = await call(t.app, { method: 'GET', url: '/api/comparator/5/banner?forceRefresh=1' });
      expect(inactive.body.data.isActive).toBe(false);
      await t.sql.run('UPDATE comparators SET body = ? WHERE id = 5', JSON.stringify(withoutBanner));
      const none = await call(t.app, { method: 'GET', url: '/api/comparator/5/banner?forceRefresh=1' });
      expect(none.status).toBe(204);
      expect(none.raw.body).toBe('');
    } finally {
      await t.sql.run('UPDATE comparators SET body = ? WHERE id = 5', body);
    }
  });

  it('refuses unknown comparators and bad ids in Spanish', async () => {
    const unknown = await call(t.app, { method: 'GET', url: '/api/comparator/Isapres/banner' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Comparador no encontrado');
    const bad = await call(t.app, { method: 'GET', url: '/api/comparator/..%2Fetc/banner' });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
  });

  it('the comparator list leaves the banner to its own call', async () => {
    const list = await call(t.app, { method: 'GET', url: '/api/comparator' });
    expect(list.body.data[0]).toEqual({
      id: 1,
      slug: 'EPS',
      title: expect.any(String),
      organizationTypes: ['EPS'],
      insuranceTypes: ['PLAN_COMPLEMENTARIO_EPS'],
      profileForm: 'colombia',
      pageSize: 20,
      paginationMode: 'numbered',
    });
  });

  it('GET /api/images/banners/{slug}.svg draws each banner in its colour; 404 for an unknown comparator', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/api/images/banners/EPS.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.body).toMatch(/^<svg [^>]*viewBox="0 0 1200 300"/);
    expect(image.body).toContain('stop-color="#0E7C66"');
    expect(image.body).not.toContain('<text');
    const other = await t.app.inject({ method: 'GET', url: '/api/images/banners/Empresas.svg' });
    expect(other.body).toContain('stop-color="#0369A1"');
    const missing = await call(t.app, { method: 'GET', url: '/api/images/banners/Isapres.svg' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Imagen no encontrada');
  });
});
