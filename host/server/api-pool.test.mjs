import { apiUrlsFrom, createApiPool, fixedApi, isConnectionFailure } from '../../tools/server/api-pool.mjs';

const refused = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
const ok = (body = 'ok') => new Response(body, { status: 200 });

describe('apiUrlsFrom', () => {
  it('reads QS_API_URLS, else QS_API_URL, else the local API', () => {
    expect(
      apiUrlsFrom({ QS_API_URLS: 'http://10.0.0.5:4000, http://10.0.0.6:4000/', QS_API_URL: 'http://x:1' }),
    ).toEqual(['http://10.0.0.5:4000', 'http://10.0.0.6:4000']);
    expect(apiUrlsFrom({ QS_API_URL: 'http://127.0.0.1:4100' })).toEqual(['http://127.0.0.1:4100']);
    expect(apiUrlsFrom({ QS_API_URLS: ' ' })).toEqual(['http://127.0.0.1:4000']);
    expect(apiUrlsFrom({})).toEqual(['http://127.0.0.1:4000']);
  });

  it('drops a repeated address', () => {
    expect(apiUrlsFrom({ QS_API_URLS: 'http://a:4000,http://a:4000/' })).toEqual(['http://a:4000']);
  });

  it('stops on what is not an http(s) origin, naming the setting', () => {
    expect(() => apiUrlsFrom({ QS_API_URLS: 'http://a:4000,nonsense' })).toThrow(
      /QS_API_URLS: 'nonsense' is not a URL/,
    );
    expect(() => apiUrlsFrom({ QS_API_URLS: 'http://a:4000/api' })).toThrow(/must be an http\(s\) origin/);
    expect(() => apiUrlsFrom({ QS_API_URL: 'ftp://a' })).toThrow(/QS_API_URL:/);
  });
});

describe('isConnectionFailure', () => {
  it('is true for a refused connection, false for a reset (the request may have arrived), a timeout or an answer', () => {
    expect(isConnectionFailure(refused())).toBe(true);
    expect(isConnectionFailure({ code: 'ECONNRESET' })).toBe(false);
    expect(isConnectionFailure(new DOMException('timed out', 'TimeoutError'))).toBe(false);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
  });
});

describe('createApiPool', () => {
  const pools = [];
  const pool = (options) => {
    const created = createApiPool(options);
    pools.push(created);
    return created;
  };
  afterEach(() => pools.splice(0).forEach((created) => created.close()));

  it('needs an address', () => {
    expect(() => createApiPool({ urls: [] })).toThrow(/at least one/);
  });

  it('takes the instances in turn', () => {
    const api = pool({ urls: ['http://a', 'http://b', 'http://c'] });
    const picks = Array.from({ length: 6 }, () => api.next());
    expect(new Set(picks.slice(0, 3))).toEqual(new Set(['http://a', 'http://b', 'http://c']));
    expect(picks.slice(3)).toEqual(picks.slice(0, 3));
  });

  it('sends a request the next instance when one refuses the connection, and leaves that one out until it is healthy', async () => {
    const log = jest.fn();
    const fetchImpl = jest.fn(async (url) => {
      if (url.startsWith('http://a')) throw refused();
      return ok(url);
    });
    const api = pool({ urls: ['http://a', 'http://b'], fetchImpl, log });
    for (let i = 0; i < 4; i++) expect(await (await api.fetch('/api/x')).text()).toBe('http://b/api/x');
    expect(api.inRotation()).toEqual(['http://b']);
    expect(fetchImpl.mock.calls.filter(([url]) => url.startsWith('http://a'))).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('http://a out of rotation (ECONNREFUSED)'));

    // The health check finds it answering again.
    fetchImpl.mockImplementation(async (url) => ok(url));
    await api.check();
    expect(api.inRotation()).toEqual(['http://a', 'http://b']);
    expect(log).toHaveBeenCalledWith('api pool: http://a back in rotation');
  });

  it('takes out an instance whose health check fails, and still answers when every instance is out', async () => {
    const fetchImpl = jest.fn(async (url) =>
      url === 'http://a/api/health' ? new Response('', { status: 503 }) : ok(url),
    );
    const api = pool({ urls: ['http://a', 'http://b'], fetchImpl });
    await api.check();
    expect(api.inRotation()).toEqual(['http://b']);
    api.markDown('http://b');
    expect(api.inRotation()).toEqual([]);
    expect(['http://a', 'http://b']).toContain(api.next());
  });

  it('does not resend a request that reached an instance (a timeout or another failure is the caller’s)', async () => {
    const timeout = new DOMException('timed out', 'TimeoutError');
    const fetchImpl = jest.fn(async () => {
      throw timeout;
    });
    const api = pool({ urls: ['http://a', 'http://b'], fetchImpl });
    await expect(api.fetch('/api/x')).rejects.toBe(timeout);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(api.inRotation()).toEqual(['http://a', 'http://b']);
  });

  it('fails with the last error once every instance was tried', async () => {
    const fetchImpl = jest.fn(async () => {
      throw refused();
    });
    const api = pool({ urls: ['http://a', 'http://b'], fetchImpl });
    await expect(api.fetch('/api/x')).rejects.toThrow('fetch failed');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('with one instance, keeps it in rotation whatever happens (there is nowhere else to go)', async () => {
    const fetchImpl = jest.fn(async () => {
      throw refused();
    });
    const api = pool({ urls: ['http://a'], fetchImpl });
    await expect(api.fetch('/api/x')).rejects.toThrow('fetch failed');
    expect(api.inRotation()).toEqual(['http://a']);
  });

  it('asks the health of every instance on a timer when there are several', async () => {
    jest.useFakeTimers();
    try {
      const fetchImpl = jest.fn(async (url) => ok(url));
      pool({ urls: ['http://a', 'http://b'], fetchImpl, checkEveryMs: 1000 });
      await jest.advanceTimersByTimeAsync(2100);
      expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
        'http://a/api/health',
        'http://b/api/health',
        'http://a/api/health',
        'http://b/api/health',
      ]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('fixedApi', () => {
  it('sends every request to its one address', async () => {
    const fetchImpl = jest.fn(async (url) => ok(url));
    expect(await (await fixedApi('http://api', fetchImpl).fetch('/api/y', { method: 'POST' })).text()).toBe(
      'http://api/api/y',
    );
    expect(fetchImpl).toHaveBeenCalledWith('http://api/api/y', { method: 'POST' });
  });
});
