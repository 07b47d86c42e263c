import { partnerRedirectOf } from './partner-gate.mjs';
import { partnerCache } from './registry.mjs';
import { fixedApi } from '../../tools/server/api-pool.mjs';

// docs/security.md#partner-restrictions: a partner's allowed paths are enforced by the server too, not
// only by the browser's PartnerGate.
const config = { api: fixedApi('http://api.test') };
const aliado = {
  subdomain: 'aliado',
  allowedUrls: ['/Comparar/EPS', '/EPS', '/contacto'],
  redirects: { allowedPaths: ['/Comparar/EPS'], defaultPath: '/Comparar/EPS' },
};
const page = (hostname, url) => ({ hostname, url, ip: '203.0.113.7' });

describe('partnerRedirectOf', () => {
  beforeEach(() => {
    partnerCache.clear();
    globalThis.fetch = /** @type {any} */ (
      jest.fn(async (url) =>
        String(url).includes('subdomain=aliado')
          ? { ok: true, status: 200, json: async () => ({ data: aliado }) }
          : { ok: false, status: 404, json: async () => ({}) },
      )
    );
  });

  it("sends a partner host's page outside its allowed paths to its default path, query kept", async () => {
    expect(await partnerRedirectOf(page('aliado.localhost:3000', '/QS-Blog'), config)).toBe('/Comparar/EPS');
    expect(await partnerRedirectOf(page('aliado.localhost:3000', '/'), config)).toBe('/Comparar/EPS');
    expect(
      await partnerRedirectOf(page('aliado.localhost:3000', '/Medicina-Prepagada/vida/plan?IFRAME_AUTH=tok'), config),
    ).toBe('/Comparar/EPS?IFRAME_AUTH=tok');
  });

  it('serves the allowed paths, the shared-link lookup and every page of the main site', async () => {
    for (const url of ['/Comparar/EPS', '/EPS/salud-andina-eps/plan-oro', '/contacto', '/url/AbCd2345']) {
      expect(await partnerRedirectOf(page('aliado.localhost', url), config)).toBeNull();
    }
    expect(await partnerRedirectOf(page('localhost:3000', '/QS-Blog'), config)).toBeNull();
    expect(await partnerRedirectOf(page('desconocido.localhost', '/QS-Blog'), config)).toBeNull();
  });

  it('leaves the page to the fail-closed registry when the restrictions cannot be read', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await partnerRedirectOf(page('aliado.localhost', '/QS-Blog'), config)).toBeNull();
  });
});
