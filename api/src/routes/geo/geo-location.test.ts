import { call, createTestApp, type TestApp } from '../../test-support/test-app';

describe('GET /api/geo/location', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const locate = (headers: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url: '/api/geo/location', headers });

  it("answers the site's country when no edge header says otherwise, never cached", async () => {
    const answer = await locate();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { loc: 'CO' } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('reads CF-IPCountry first, then X-Country-Code, in any case', async () => {
    expect((await locate({ 'cf-ipcountry': 'cl' })).body.data.loc).toBe('CL');
    expect((await locate({ 'x-country-code': 'PE' })).body.data.loc).toBe('PE');
    expect((await locate({ 'cf-ipcountry': 'MX', 'x-country-code': 'PE' })).body.data.loc).toBe('MX');
  });

  it('believes the edge headers only from a trusted proxy, not from a client that reaches the API itself', async () => {
    const direct = await call(t.app, {
      method: 'GET',
      url: '/api/geo/location',
      headers: { 'cf-ipcountry': 'CL' },
      remoteAddress: '203.0.113.7',
    });
    expect(direct.body.data.loc).toBe('CO');
  });

  it('ignores values that are not a country (unknown, Tor, junk) and falls through', async () => {
    expect((await locate({ 'cf-ipcountry': 'XX' })).body.data.loc).toBe('CO');
    expect((await locate({ 'cf-ipcountry': 'T1', 'x-country-code': 'ar' })).body.data.loc).toBe('AR');
    expect((await locate({ 'x-country-code': 'COL' })).body.data.loc).toBe('CO');
    expect((await locate({ 'x-country-code': '<script>' })).body.data.loc).toBe('CO');
  });
});
