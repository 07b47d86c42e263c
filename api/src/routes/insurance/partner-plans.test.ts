import { call, createTestApp, type TestApp } from '../../test-support/test-app';

/** docs/security.md#partner-restrictions: aliado allows organizations 1 and 11; Caribe Unido EPS (4) is not one of them. */
describe('plans of organizations a partner does not allow', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const aliado = { 'x-forwarded-host': 'aliado.localhost:3000' };
  const cooperativa = { 'x-forwarded-host': 'cooperativa.localhost:3000' };
  const ARRECIFE = { id: 1012, code: 'EPS104-ARRECIFE', url: '/EPS/caribe-unido-eps/plan-arrecife' };
  const ORO = { id: 1002, code: 'EPS101-ORO', url: '/EPS/salud-andina-eps/plan-complementario-oro' };

  const refused = [
    ['by-url', `/api/insurance/by-url?url=${encodeURIComponent(ARRECIFE.url)}`],
    ['by-url with a tab', `/api/insurance/by-url?url=${encodeURIComponent(`${ARRECIFE.url}/Folleto`)}`],
    ['product', `/api/insurance/product/${ARRECIFE.code}`],
    ['descriptions', `/api/insurance/${ARRECIFE.id}/descriptions`],
    ['features', `/api/insurance/${ARRECIFE.id}/features`],
    ['faq', `/api/insurance/${ARRECIFE.id}/faq`],
    ['exclusions', `/api/insurance/${ARRECIFE.id}/exclusions`],
    ['benefit categories', `/api/insurance/coverages/${ARRECIFE.id}/resume`],
    ['clinics', `/api/insurance/${ARRECIFE.id}/coverageOrganizations`],
    ['documents', `/api/documents/insurance/${ARRECIFE.id}`],
    ['calculatePrice', `/api/insurance/${ARRECIFE.id}/calculatePrice`],
    ['payment by id', `/api/qppayment/insurance-payment/${ARRECIFE.id}`],
    ['payment by code', `/api/qppayment/insurance-payment/${ARRECIFE.code}`],
  ];

  it.each(refused)('%s answers 404 under the partner host', async (_name, url) => {
    const { status, body } = await call(t.app, { method: 'GET', url, headers: aliado });
    expect(status).toBe(404);
    expect(body.message).toEqual(expect.any(String));
  });

  it.each(refused)(
    '%s still answers on the main site and for a partner that allows every organization',
    async (_name, url) => {
      expect((await call(t.app, { method: 'GET', url })).status).toBeLessThan(300);
      expect((await call(t.app, { method: 'GET', url, headers: cooperativa })).status).toBeLessThan(300);
    },
  );

  it('POST calculatePrice is refused too', async () => {
    const { status } = await call(t.app, {
      method: 'POST',
      url: `/api/insurance/${ARRECIFE.id}/calculatePrice`,
      headers: aliado,
      payload: { profile: null },
    });
    expect(status).toBe(404);
  });

  it('a plan of an allowed organization answers under the partner host', async () => {
    const detail = await call(t.app, {
      method: 'GET',
      url: `/api/insurance/by-url?url=${encodeURIComponent(ORO.url)}`,
      headers: aliado,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.id).toBe(ORO.id);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/insurance/product/${ORO.code}`, headers: aliado })).status,
    ).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/insurance/${ORO.id}/calculatePrice`, headers: aliado })).status,
    ).toBe(200);
  });

  it('an unknown subdomain is the main site', async () => {
    const { status } = await call(t.app, {
      method: 'GET',
      url: `/api/insurance/product/${ARRECIFE.code}`,
      headers: { 'x-forwarded-host': 'nadie.localhost:3000' },
    });
    expect(status).toBe(200);
  });
});
