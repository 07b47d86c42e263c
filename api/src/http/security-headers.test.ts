import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { API_CSP, HSTS } from './security-headers';

/** docs/security.md#security-headers (API side): the headers of every answer, whatever its type or status. */
describe('security headers of the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const pdfUrl = async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/api/documents/insurance/1002' });
    return new URL(body.data[0].url, 'http://localhost').pathname;
  };

  it('JSON answers, errors and 404s: nosniff, no referrer, a CSP that allows nothing and no framing', async () => {
    const answers = [
      await call(t.app, { method: 'GET', url: '/api/comparator' }),
      // Compressed (brotli): the headers travel with the encoded body too.
      await t.app
        .inject({
          method: 'GET',
          url: '/api/insurance/compare/metadata?organizationTypes=EPS',
          headers: { 'accept-encoding': 'br' },
        })
        .then((raw) => ({ status: raw.statusCode, headers: raw.headers })),
      await call(t.app, { method: 'GET', url: '/api/nada' }),
      await call(t.app, { method: 'POST', url: '/api/contactos', payload: { tipo: 1 } }),
      await call(t.app, {
        method: 'POST',
        url: '/api/contactos',
        payload: '{mal',
        headers: { 'content-type': 'application/json' },
      }),
      await call(t.app, { method: 'GET', url: '/api/profile-form/validation/colombia.js' }),
      await call(t.app, {
        method: 'OPTIONS',
        url: '/api/contactos',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 400, 400, 200, 204]);
    for (const { headers } of answers) {
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'content-security-policy': API_CSP,
      });
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("PDFs keep working in a browser's own viewer (no CSP) and images keep their own CSP", async () => {
    const pdf = await call(t.app, { method: 'GET', url: await pdfUrl() });
    expect(pdf.status).toBe(200);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    expect(pdf.headers['content-security-policy']).toBeUndefined();
    const svg = await call(t.app, { method: 'GET', url: '/api/images/flags/co.svg' });
    expect(svg.headers).toMatchObject({
      'content-type': 'image/svg+xml; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
  });

  it("HSTS only for https as a trusted proxy says it, never on a visitor's word", async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const viaProxy = await call(t.app, {
      method: 'GET',
      url: '/api/comparator',
      headers: https,
      remoteAddress: '127.0.0.1',
    });
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS);
    const viaPdf = await call(t.app, { method: 'GET', url: await pdfUrl(), headers: https });
    expect(viaPdf.headers['strict-transport-security']).toBe(HSTS);
    const spoofed = await call(t.app, {
      method: 'GET',
      url: '/api/comparator',
      headers: https,
      remoteAddress: '203.0.113.7',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const plain = await call(t.app, {
      method: 'GET',
      url: '/api/comparator',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
