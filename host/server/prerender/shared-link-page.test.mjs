import { createSharedLinkTargets, sharedLinkTarget } from './shared-link-page.mjs';
import { fixedApi } from '../../../tools/server/api-pool.mjs';

const answer = (status, body) => ({ status, ok: status >= 200 && status < 300, json: async () => body });

describe('the view a shared result leads to (docs/adr/0007-prerendered-html.md#decision)', () => {
  it('is a path of this site with its query, never another host', () => {
    expect(sharedLinkTarget('/Comparar/EPS?pagina=2&orden=lowerPrice')).toEqual({ pathname: '/Comparar/EPS', query: 'pagina=2&orden=lowerPrice' });
    expect(sharedLinkTarget('/Comparar/EPS#x')).toEqual({ pathname: '/Comparar/EPS', query: '' });
    for (const url of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/a b', 'Comparar/EPS', undefined, 42]) expect([url, sharedLinkTarget(url)]).toEqual([url, null]);
  });

  it('looks the link up once for a while, on behalf of the visitor, and gives up on any failure', async () => {
    const fetchImpl = /** @type {jest.Mock} */ (jest.fn(async (url) =>
      url.endsWith('/abcd1234') ? answer(200, { data: { url: '/Comparar/EPS?pagina=2' } }) : url.endsWith('/gone1234') ? answer(404, {}) : answer(503, {}),
    ));
    const targetOf = createSharedLinkTargets({ api: fixedApi('http://api', fetchImpl) });
    expect(await targetOf('/url/abcd1234', '203.0.113.9')).toEqual({ pathname: '/Comparar/EPS', query: 'pagina=2' });
    expect(await targetOf('/url/abcd1234', '203.0.113.9')).toEqual({ pathname: '/Comparar/EPS', query: 'pagina=2' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0][0]).toBe('http://api/api/buscarplanes/sharedinsurance/abcd1234');
    expect(fetchImpl.mock.calls[0][1].headers).toEqual({ 'x-forwarded-for': '203.0.113.9' });
    expect(await targetOf('/url/gone1234')).toBeNull();
    expect(await targetOf('/url/down1234')).toBeNull();
    // Not a link of ours: no question at all.
    for (const path of ['/Comparar/EPS', '/url/a', '/url/abcd1234/x', '/url/../x']) expect(await targetOf(path)).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
