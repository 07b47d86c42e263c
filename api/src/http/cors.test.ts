import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { isSiteOrigin } from './cors';

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ siteOrigins: ['https://www.quieroseguro.example'] });
  });
  afterAll(() => t.close());

  it.each([
    ['http://localhost:3000', true],
    ['http://127.0.0.1:3000', true],
    ['http://aliado.localhost:3000', true],
    ['https://www.quieroseguro.example', true],
    ['http://localhost:3001', false],
    ['https://localhost:3000', false],
    ['http://evil.com:3000', false],
    ['http://localhost.evil.com:3000', false],
    ['null', false],
  ])('%s allowed: %s', async (origin, allowed) => {
    expect(isSiteOrigin(origin, t.config)).toBe(allowed);
    const { headers } = await call(t.app, { method: 'GET', url: '/api/menu', headers: { origin } });
    expect(headers['access-control-allow-origin']).toBe(allowed ? origin : undefined);
  });

  it('answers the preflight of a lead with its headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/contactos',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-headers']).toMatch(/Idempotency-Key/);
  });
});
