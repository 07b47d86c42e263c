import { frameAncestorsFor, tokenCache } from './frame-ancestors.mjs';
import { fixedApi } from '../../tools/server/api-pool.mjs';

const config = { api: fixedApi('http://api.test') };
const answer = (status, body) => ({ ok: status < 300, status, json: async () => body });
const tokenOf = (subdomain) => ({ data: { subdomain, allowedUrls: ['/Comparar'], origin: 'https://socio.example' } });
const request = (hostname, url) => ({ hostname, url });

describe('frameAncestorsFor', () => {
  beforeEach(() => tokenCache.clear());
  const answerWith = (reply) => {
    const fetchMock = /** @type {jest.Mock} */ (jest.fn(reply));
    globalThis.fetch = /** @type {any} */ (fetchMock);
    return fetchMock;
  };

  it('names no other origin without a token, and asks nothing', async () => {
    const fetchMock = answerWith(async () => answer(200, tokenOf('aliado')));
    expect(await frameAncestorsFor(request('localhost', '/Comparar/EPS'), config)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names the origin of a valid token, on the main site and on the token's own subdomain", async () => {
    answerWith(async () => answer(200, tokenOf('aliado')));
    expect(await frameAncestorsFor(request('localhost', '/Comparar/EPS?IFRAME_AUTH=tok-aliado'), config)).toEqual([
      'https://socio.example',
    ]);
    expect(
      await frameAncestorsFor(request('aliado.localhost', '/Comparar/EPS?IFRAME_AUTH=tok-aliado'), config),
    ).toEqual(['https://socio.example']);
  });

  it("never lets another partner's token open a partner subdomain", async () => {
    answerWith(async () => answer(200, tokenOf('cooperativa')));
    expect(await frameAncestorsFor(request('aliado.localhost', '/Comparar/EPS?IFRAME_AUTH=tok-coop'), config)).toEqual(
      [],
    );
  });

  it('names nothing for a refused token or an unreachable API', async () => {
    answerWith(async () => answer(401, { message: 'Token inválido' }));
    expect(await frameAncestorsFor(request('localhost', '/?IFRAME_AUTH=malo-malo'), config)).toEqual([]);
    answerWith(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await frameAncestorsFor(request('localhost', '/?IFRAME_AUTH=malo-malo'), config)).toEqual([]);
  });

  it("names the token's origin only for the paths the token authorises (docs/security.md#partner-restrictions)", async () => {
    answerWith(async () => answer(200, tokenOf('aliado')));
    expect(await frameAncestorsFor(request('localhost', '/Comparar/EPS?IFRAME_AUTH=tok-aliado'), config)).toEqual([
      'https://socio.example',
    ]);
    expect(await frameAncestorsFor(request('localhost', '/QS-Blog?IFRAME_AUTH=tok-aliado'), config)).toEqual([]);
    expect(await frameAncestorsFor(request('localhost', '/Compararx?IFRAME_AUTH=tok-aliado'), config)).toEqual([]);
  });

  it("asks about a token once per TTL, refused ones too, on the visitor's account", async () => {
    const fetchMock = answerWith(async () => answer(401, { message: 'Token inválido' }));
    const visitor = { hostname: 'localhost', url: '/?IFRAME_AUTH=inventado-1', ip: '203.0.113.7' };
    await frameAncestorsFor(visitor, config);
    await frameAncestorsFor(visitor, config);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ 'x-forwarded-for': '203.0.113.7' });
  });
});
