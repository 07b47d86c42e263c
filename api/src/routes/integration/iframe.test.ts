import { call, createTestApp, type TestApp } from '../../test-support/test-app';

describe('partners', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('aliado: banner, results/detail/forms only, two organizations, redirects, no chat, its SEO', async () => {
    const { status, body } = await call(t.app, {
      method: 'GET',
      url: '/api/integration/iframe-subdomain?subdomain=aliado&hostname=aliado.localhost',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Banco Aliado',
      logo: '/api/images/partners/banco-aliado.svg',
      allowedRemotes: ['results', 'detail', 'forms'],
      allowedOrganizations: [1, 11],
      subdomainBanner: { color: '#004B8D', endGradient: '#00A3E0' },
      subdomainLayout: { chatEnabled: false, requestButtonEnabled: false, scoreEnabled: false },
      redirects: { defaultPath: '/Comparar/EPS' },
      SEOMetadata: {
        title: expect.any(String),
        description: expect.any(String),
        imageRRSS: expect.any(String),
        twitterSite: '@bancoaliado',
      },
      footerEnabledRoutes: expect.any(Array),
      disableShowcase: true,
      referer: 'referidos@bancoaliado.example',
    });
    expect(body.data.redirects.allowedPaths.every((path: string) => path.startsWith('/Comparar'))).toBe(true);
    expect(body.data).not.toHaveProperty('iframeOrigin');
    expect(body.data).not.toHaveProperty('content');
  });

  it("subdomain-content: aliado's own header and footer as stored (the site sanitises them), none for cooperativa", async () => {
    const aliado = await call(t.app, { method: 'GET', url: '/api/integration/subdomain-content?subdomain=aliado' });
    expect(aliado.status).toBe(200);
    expect(aliado.body.data).toMatchObject({
      useHeader: true,
      useFooter: true,
      linkOrigins: ['https://www.bancoaliado.example'],
    });
    expect(aliado.body.data.headerHTML).toContain('Seguros de salud con tarifas preferenciales');
    expect(aliado.body.data.footerHTML).toContain('Superintendencia Financiera de Colombia');
    // The API serves the partner's markup as it is; what it must never reach is a page unsanitised.
    expect(aliado.body.data.headerHTML).toContain('onerror');
    expect(String(aliado.headers['content-type'])).toContain('application/json');

    const cooperativa = await call(t.app, {
      method: 'GET',
      url: '/api/integration/subdomain-content?subdomain=cooperativa',
    });
    expect(cooperativa.body.data).toEqual({
      headerHTML: '',
      footerHTML: '',
      useHeader: false,
      useFooter: false,
      linkOrigins: [],
    });
  });

  it("subdomain-content: unknown partners are 404, bad names 400, and under aliado's host only aliado's exists", async () => {
    const get = (url: string, headers: Record<string, string> = {}) => call(t.app, { method: 'GET', url, headers });
    const unknown = await get('/api/integration/subdomain-content?subdomain=nadie');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Subdominio no autorizado']);
    expect((await get('/api/integration/subdomain-content?subdomain=%3Cscript%3E')).status).toBe(400);
    expect((await get('/api/integration/subdomain-content')).status).toBe(400);
    const aliadoHost = { 'x-forwarded-host': 'aliado.localhost:3000' };
    expect((await get('/api/integration/subdomain-content?subdomain=cooperativa', aliadoHost)).status).toBe(404);
    expect((await get('/api/integration/subdomain-content?subdomain=aliado', aliadoHost)).status).toBe(200);
  });

  it("each partner's logo is an image the site serves (the header shows it instead of QuieroSeguro's)", async () => {
    for (const subdomain of ['aliado', 'cooperativa']) {
      const { body } = await call(t.app, {
        method: 'GET',
        url: `/api/integration/iframe-subdomain?subdomain=${subdomain}`,
      });
      const logo = await call(t.app, { method: 'GET', url: body.data.logo });
      expect(logo.status).toBe(200);
      expect(String(logo.headers['content-type'])).toContain('image/svg+xml');
    }
  });

  it('the second partner allows every slice; unknown or mismatched subdomains are 404', async () => {
    const coop = await call(t.app, { method: 'GET', url: '/api/integration/iframe-subdomain?subdomain=cooperativa' });
    expect(coop.body.data.allowedRemotes).toEqual(['results', 'detail', 'forms', 'content']);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/integration/iframe-subdomain?subdomain=nadie' })).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/integration/iframe-subdomain?subdomain=aliado&hostname=otro.localhost',
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/integration/iframe-subdomain?subdomain=ALIADO%3Cx%3E' })).status,
    ).toBe(400);
  });

  it('iframe-token returns the allowed URLs and origin for a valid token, 401 otherwise', async () => {
    const valid = await call(t.app, {
      method: 'GET',
      url: '/api/integration/iframe-token?token=aliado-iframe-7c4e91d2b8',
    });
    expect(valid.body.data).toEqual({
      subdomain: 'aliado',
      allowedUrls: expect.arrayContaining(['/Comparar/EPS']),
      origin: 'http://localhost:3000',
    });
    const invalid = await call(t.app, { method: 'GET', url: '/api/integration/iframe-token?token=not-a-real-token' });
    expect(invalid.status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/integration/iframe-token' })).body.message).toBe(
      'token es requerido',
    );
  });

  it("iframe-token: under a partner's host another partner's token answers as an unknown one", async () => {
    const token = (value: string, host?: string) =>
      call(t.app, {
        method: 'GET',
        url: `/api/integration/iframe-token?token=${value}`,
        headers: host ? { 'x-forwarded-host': host } : {},
      });
    const unknown = await token('not-a-real-token', 'aliado.localhost:3000');
    const foreign = await token('cooperativa-iframe-3a9f05e6c1', 'aliado.localhost:3000');
    expect(unknown.status).toBe(401);
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: unknown.status, body: unknown.body });
    expect(JSON.stringify(foreign.body)).not.toContain('cooperativa');
    // Its own token still answers under its host, and the main site's host answers any valid token.
    expect((await token('aliado-iframe-7c4e91d2b8', 'aliado.localhost:3000')).body.data.subdomain).toBe('aliado');
    expect((await token('cooperativa-iframe-3a9f05e6c1', 'cooperativa.localhost')).body.data.subdomain).toBe(
      'cooperativa',
    );
    expect((await token('cooperativa-iframe-3a9f05e6c1')).body.data.subdomain).toBe('cooperativa');
    expect((await token('aliado-iframe-7c4e91d2b8', 'localhost:3000')).body.data.subdomain).toBe('aliado');
  });
});
