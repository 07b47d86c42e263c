import { createLookupCache } from '../../tools/server/lookup-cache.mjs';
import { fetchPartner, partnerCache, readRegistryFor } from './registry.mjs';
import { fixedApi } from '../../tools/server/api-pool.mjs';

// docs/security.md#bounded-lookups: an invented host name is neither kept for ever nor asked again on
// each page.
const config = { api: fixedApi('http://api.test'), registryFile: `${__dirname}/../registry/remotes.local.json` };
const answer = (status, body) => ({ ok: status < 300, status, json: async () => body });
const aliado = { subdomain: 'aliado', allowedRemotes: ['results'] };

describe('partner lookups', () => {
  beforeEach(() => partnerCache.clear());

  const answerWith = (reply) => {
    const fetchMock = /** @type {jest.Mock} */ (jest.fn(reply));
    globalThis.fetch = /** @type {any} */ (fetchMock);
    return fetchMock;
  };

  it('keeps the map bounded however many host names a visitor invents', async () => {
    const fetchMock = answerWith(async () => answer(404, { message: 'Subdominio no autorizado' }));
    for (let index = 0; index < 10_000; index += 1) {
      expect(await fetchPartner(`inventado-${index}.localhost`, config, '203.0.113.7')).toBeNull();
    }
    expect(partnerCache.size).toBeLessThanOrEqual(500);
    expect(fetchMock).toHaveBeenCalledTimes(10_000);
  });

  it('asks about an unknown or a known subdomain once per TTL, and once for concurrent pages', async () => {
    const fetchMock = answerWith(async (url) =>
      String(url).includes('subdomain=aliado') ? answer(200, { data: aliado }) : answer(404, {}),
    );
    await Promise.all(Array.from({ length: 20 }, () => fetchPartner('nadie.localhost', config)));
    await Promise.all(Array.from({ length: 20 }, () => fetchPartner('aliado.localhost', config)));
    expect(await fetchPartner('aliado.localhost', config)).toEqual(aliado);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("asks on the visitor's account (X-Forwarded-For), so no visitor can spend the site's quota", async () => {
    const fetchMock = answerWith(async () => answer(200, { data: aliado }));
    await fetchPartner('aliado.localhost', config, '203.0.113.7');
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ 'x-forwarded-for': '203.0.113.7' });
  });

  it('does not keep a failure: a refusal for one visitor or an API that is down is asked again', async () => {
    const fetchMock = answerWith(async () => answer(429, { message: 'Demasiadas solicitudes' }));
    const registry = await readRegistryFor('aliado.localhost', config, '203.0.113.7');
    expect(registry.remotes).toEqual([]);
    answerWith(async () => answer(200, { data: aliado }));
    expect(
      (await readRegistryFor('aliado.localhost', config, '198.51.100.1')).remotes.map((remote) => remote.name),
    ).toEqual(['results']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('server entries', () => {
  beforeEach(() => partnerCache.clear());

  it("hands on each slice's server container, for the main site and for a partner's allowed slices", async () => {
    const main = await readRegistryFor('localhost', config);
    expect(main.remotes.map((remote) => remote.ssrEntry)).toEqual([
      'http://localhost:3001/server/remoteEntry.js',
      'http://localhost:3002/server/remoteEntry.js',
      'http://localhost:3003/server/remoteEntry.js',
      'http://localhost:3004/server/remoteEntry.js',
    ]);
    globalThis.fetch = /** @type {any} */ (jest.fn(async () => answer(200, { data: aliado })));
    const partner = await readRegistryFor('aliado.localhost', config, '203.0.113.7');
    expect(partner.remotes).toEqual([main.remotes[0]]);
  });
});

describe('createLookupCache', () => {
  it('forgets answers after their TTL (negative ones after theirs) and drops the oldest past its size', async () => {
    let time = 0;
    const cache = createLookupCache({ maxEntries: 2, ttlMs: 100, negativeTtlMs: 10, now: () => time });
    const load = jest.fn(async () => null);
    await cache.get('a', load);
    time = 5;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    time = 11;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.get('b', async () => 'B');
    await cache.get('c', async () => 'C');
    expect(cache.size).toBe(2);
    const again = jest.fn(async () => 'B2');
    expect(await cache.get('c', again)).toBe('C');
    expect(await cache.get('a', again)).toBe('B2');
  });
});
