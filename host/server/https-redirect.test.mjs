import { httpsRedirectOf } from './https-redirect.mjs';
import { readSiteSettings } from '@qs/contract/rules/site-domain';

// docs/security.md#https. `protocol` is what Fastify makes of X-Forwarded-Proto: believed from a trusted proxy only.
/**
 * @param {string} url
 * @param {{ host?: string, forwarded?: string, protocol?: string, method?: string }} [options]
 */
const visit = (
  url,
  { host = 'quieroseguro.co', forwarded, protocol = forwarded === 'https' ? 'https' : 'http', method = 'GET' } = {},
) => ({
  url,
  method,
  protocol,
  headers: { host, ...(forwarded ? { 'x-forwarded-proto': forwarded } : {}) },
});

describe('httpsRedirectOf', () => {
  const site = readSiteSettings({ QS_SITE_ORIGIN: 'https://quieroseguro.co' });

  it('sends a visit that reached the TLS proxy over http to the same page over https', () => {
    expect(httpsRedirectOf(visit('/Comparar/EPS?pagina=2', { forwarded: 'http' }), site)).toBe(
      'https://quieroseguro.co/Comparar/EPS?pagina=2',
    );
    expect(httpsRedirectOf(visit('/', { host: 'aliado.quieroseguro.co', forwarded: 'http' }), site)).toBe(
      'https://aliado.quieroseguro.co/',
    );
    expect(httpsRedirectOf(visit('/', { host: 'www.quieroseguro.co:80', forwarded: 'http' }), site)).toBe(
      'https://www.quieroseguro.co/',
    );
  });

  it('serves what came over https, and what did not come through a proxy', () => {
    expect(httpsRedirectOf(visit('/', { forwarded: 'https' }), site)).toBeNull();
    expect(httpsRedirectOf(visit('/'), site)).toBeNull();
  });

  it('never redirects to a host the visitor named, nor lets the path pick one', () => {
    expect(httpsRedirectOf(visit('/x', { host: 'evil.example', forwarded: 'http' }), site)).toBe(
      'https://quieroseguro.co/x',
    );
    expect(httpsRedirectOf(visit('/x', { host: 'a.b.quieroseguro.co', forwarded: 'http' }), site)).toBe(
      'https://quieroseguro.co/x',
    );
    const target = new URL(
      /** @type {string} */ (httpsRedirectOf(visit('//evil.example/x', { forwarded: 'http' }), site)),
    );
    expect(target.host).toBe('quieroseguro.co');
  });

  it('keeps a local site on http (npm start): its public origin is not https', () => {
    expect(httpsRedirectOf(visit('/', { host: 'localhost:3000', forwarded: 'http' }), readSiteSettings({}))).toBeNull();
  });

  it("keeps the public origin's port", () => {
    const staging = readSiteSettings({ QS_SITE_ORIGIN: 'https://quieroseguro.test:8443' });
    expect(httpsRedirectOf(visit('/a', { host: 'quieroseguro.test', forwarded: 'http' }), staging)).toBe(
      'https://quieroseguro.test:8443/a',
    );
  });
});
