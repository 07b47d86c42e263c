import { readSiteSettings } from '@qs/contract';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { isSiteOrigin } from './cors';

const corsOf = async (t: TestApp, origin: string) =>
  (await call(t.app, { method: 'GET', url: '/api/menu', headers: { origin } })).headers['access-control-allow-origin'];

describe('CORS with no setting (localhost, as npm start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ site: readSiteSettings({ QS_SITE_ORIGINS: 'https://www.quieroseguro.example' }) });
  });
  afterAll(() => t.close());

  it.each([
    ['http://localhost:3000', true],
    ['http://127.0.0.1:3000', true],
    ['http://aliado.localhost:3000', true],
    ['http://cooperativa.localhost:3000', true],
    ['https://www.quieroseguro.example', true],
    // docs/security.md#cors: any subdomain used to be echoed; only a partner the API knows is.
    ['http://evil.localhost:3000', false],
    ['http://www.localhost:3000', false],
    ['http://localhost:3001', false],
    ['https://localhost:3000', false],
    ['http://aliado.localhost:3001', false],
    ['http://evil.com:3000', false],
    ['http://localhost.evil.com:3000', false],
    ['null', false],
  ])('%s allowed: %s', async (origin, allowed) => {
    expect(await isSiteOrigin(origin, { site: t.config.site, partners: { bySubdomain: async () => undefined } })).toBe(
      origin === 'http://localhost:3000' ||
        origin === 'http://127.0.0.1:3000' ||
        origin === 'https://www.quieroseguro.example',
    );
    expect(await corsOf(t, origin)).toBe(allowed ? origin : undefined);
  });

  it('answers the preflight of a lead with its headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/contactos',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-headers']).toMatch(/Idempotency-Key/);
  });
});

describe('CORS on the site domain QS_SITE_DOMAIN=quieroseguro.test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ site: readSiteSettings({ QS_SITE_DOMAIN: 'quieroseguro.test' }) });
  });
  afterAll(() => t.close());

  it.each([
    ['http://quieroseguro.test:3000', true],
    ['http://aliado.quieroseguro.test:3000', true],
    ['http://evil.quieroseguro.test:3000', false],
    ['http://localhost:3000', false],
    ['http://aliado.localhost:3000', false],
    ['https://aliado.quieroseguro.test', false],
    ['http://aliado.quieroseguro.test.evil.com:3000', false],
  ])('%s allowed: %s', async (origin, allowed) => {
    expect(await corsOf(t, origin)).toBe(allowed ? origin : undefined);
  });

  it("refuses the preflight of an unknown subdomain and accepts a partner's", async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/contactos',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect(
      (await preflight('http://evil.quieroseguro.test:3000')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    expect((await preflight('http://aliado.quieroseguro.test:3000')).headers['access-control-allow-origin']).toBe(
      'http://aliado.quieroseguro.test:3000',
    );
  });

  it('scopes the catalogue by the partner of the forwarded host on the domain only', async () => {
    const organizations = async (host: string) => {
      const { body } = await call<{ data: Array<{ organization: { id: number } }> }>(t.app, {
        method: 'GET',
        url: '/api/insurance/compare/metadata?organizationTypes=EPS,ASEG&take=100',
        headers: { 'x-forwarded-host': host },
      });
      return new Set(body.data.map((card) => card.organization.id));
    };
    expect(await organizations('aliado.quieroseguro.test:3000')).toEqual(new Set([1, 11]));
    expect((await organizations('aliado.localhost:3000')).size).toBeGreaterThan(2);
  });

  it('takes shared links of the site and of its partners, not of any subdomain', async () => {
    const share = (url: string) =>
      call(t.app, { method: 'POST', url: '/api/buscarplanes/sharedinsurance', payload: { url } });
    expect((await share('http://quieroseguro.test:3000/Comparar/EPS')).status).toBe(201);
    expect((await share('http://aliado.quieroseguro.test:3000/Comparar/EPS?pagina=2')).status).toBe(201);
    expect((await share('http://evil.quieroseguro.test:3000/Comparar/EPS')).status).toBe(400);
    expect((await share('http://localhost:3000/Comparar/EPS')).status).toBe(400);
  });

  it('finds a partner by its host name on the domain only', async () => {
    const lookup = (hostname: string) =>
      call(t.app, { method: 'GET', url: `/api/integration/iframe-subdomain?subdomain=aliado&hostname=${hostname}` });
    expect((await lookup('aliado.quieroseguro.test')).status).toBe(200);
    expect((await lookup('aliado.localhost')).status).toBe(404);
  });
});
