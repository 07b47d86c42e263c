import { createPageLookup, existenceCheckFor } from './page-exists.mjs';
import { createLookupCache } from '../../tools/server/lookup-cache.mjs';
import { fixedApi } from '../../tools/server/api-pool.mjs';

const answer = (status) => ({ status, ok: status >= 200 && status < 300, body: null });

describe('which paths name something (docs/product/shell.md#not-found-page: no soft 404)', () => {
  it('asks the API the call the page itself makes: a plan, an article, a CMS landing', () => {
    expect(existenceCheckFor('/EPS/salud-andina-eps/plan-oro/Coberturas')).toBe(
      '/api/insurance/by-url?url=%2FEPS%2Fsalud-andina-eps%2Fplan-oro',
    );
    expect(existenceCheckFor('/QS-Blog/que-es-una-eps')).toBe('/api/qp-university/articles/que-es-una-eps');
    expect(existenceCheckFor('/EPS/x-org')).toBe('/api/country-landings/by-url?url=EPS%2Fx-org');
    expect(existenceCheckFor('/Que-es-QuieroSeguro')).toBe('/api/country-landings/by-url?url=Que-es-QuieroSeguro');
    expect(existenceCheckFor('/Referidos-EPS')).toBe('/api/country-landings/by-url?url=Referidos-EPS');
  });

  it('asks about the landing a preview names, past the API cache as the preview reads it (docs/product/content.md#landing-preview)', () => {
    expect(existenceCheckFor('/preview/Registro')).toBe('/api/country-landings/by-url?url=Registro&forceRefresh=1');
    expect(existenceCheckFor('/preview/EPS/salud-andina-eps/')).toBe(
      '/api/country-landings/by-url?url=EPS%2Fsalud-andina-eps&forceRefresh=1',
    );
    for (const path of ['/preview/', '/preview/a%ZZ', '/preview/con.punto'])
      expect([path, existenceCheckFor(path)]).toEqual([path, 'missing']);
  });

  it('knows without asking the pages that always exist, and those that cannot', () => {
    for (const path of [
      '/',
      '/Comparar/EPS',
      '/QS-Blog',
      '/EPS',
      '/Clinicas-y-Hospitales',
      '/contacto',
      '/Compra-Online',
      '/url/abc123',
    ])
      expect([path, existenceCheckFor(path)]).toEqual([path, 'exists']);
    for (const path of ['/not-found', '/a%ZZ', '/esta/ruta/con.punto'])
      expect([path, existenceCheckFor(path)]).toEqual([path, 'missing']);
  });

  it('answers false for a 404, true for a page, and null when the API gives no answer about the page', async () => {
    const statuses = {
      '/api/insurance/by-url?url=%2FEPS%2Fno-existe%2Fplan-inexistente': 404,
      '/api/qp-university/articles/que-es-una-eps': 200,
      '/api/country-landings/by-url?url=EPS%2Fx-org': 503,
    };
    const fetchImpl = /** @type {jest.Mock} */ (
      jest.fn(async (url) => answer(statuses[url.replace('http://api', '')] ?? 500))
    );
    const pageExists = createPageLookup({ api: fixedApi('http://api', fetchImpl) });
    await expect(pageExists('/EPS/no-existe/plan-inexistente', '203.0.113.9')).resolves.toBe(false);
    await expect(pageExists('/QS-Blog/que-es-una-eps')).resolves.toBe(true);
    await expect(pageExists('/EPS/x-org')).resolves.toBeNull();
    await expect(pageExists('/not-found')).resolves.toBe(false);
    // Asked on the visitor's behalf: an inventor of paths spends their own quota.
    expect(fetchImpl.mock.calls[0][1].headers).toEqual({ 'x-forwarded-for': '203.0.113.9' });
  });

  it("asks as a partner's page on its host name, kept apart: what the partner may not show does not exist there", async () => {
    const fetchImpl = jest.fn(async (_url, init) => answer(init.headers['x-forwarded-host'] ? 404 : 200));
    const lookupPage = createPageLookup({ api: fixedApi('http://api', fetchImpl) });
    await expect(lookupPage('/EPS/a/plan-oro', '203.0.113.9', 'aliado.quieroseguro.co')).resolves.toBe(false);
    await expect(lookupPage('/EPS/a/plan-oro', '203.0.113.9')).resolves.toBe(true);
    await expect(lookupPage('/EPS/a/plan-oro', '203.0.113.9', 'aliado.quieroseguro.co')).resolves.toBe(false);
    expect(fetchImpl.mock.calls.map(([, init]) => init.headers)).toEqual([
      { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'aliado.quieroseguro.co' },
      { 'x-forwarded-for': '203.0.113.9' },
    ]);
    await expect(lookupPage('/Comparar/EPS')).resolves.toBe(true);
  });

  it('asks once per path for a while, found or not found; a failure is asked again', async () => {
    let clock = 0;
    let status = 404;
    const fetchImpl = jest.fn(async () => answer(status));
    const pageExists = createPageLookup({
      api: fixedApi('http://api', fetchImpl),
      cache: createLookupCache({ ttlMs: 1000, now: () => clock }),
    });
    for (let i = 0; i < 5; i += 1) await expect(pageExists('/EPS/x/plan-1')).resolves.toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    status = 500;
    await expect(pageExists('/EPS/x/plan-2')).resolves.toBeNull();
    await expect(pageExists('/EPS/x/plan-2')).resolves.toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    clock = 1001;
    status = 200;
    await expect(pageExists('/EPS/x/plan-1')).resolves.toBe(true);
  });
});
