import { createPageCache, pageCacheKey, registryVersionOf, withNonce } from './page-cache.mjs';

const page = (root) => ({ root, data: '{}', nonce: 'n0nce' });

describe('pageCacheKey', () => {
  it('is one page whatever tracking parameters a link adds, and whatever the order of the others', () => {
    const plain = pageCacheKey({ site: 'main', url: '/Comparar/EPS?pagina=2&orden=lowerPrice', registryVersion: 'v1' });
    expect(pageCacheKey({ site: 'main', url: '/Comparar/EPS?utm_source=x&orden=lowerPrice&gclid=y&pagina=2', registryVersion: 'v1' })).toBe(plain);
    expect(pageCacheKey({ site: 'main', url: '/Comparar/EPS?utm_campaign=z', registryVersion: 'v1' })).toBe(pageCacheKey({ site: 'main', url: '/Comparar/EPS', registryVersion: 'v1' }));
  });

  it('differs by what changes the markup: the site (a partner), the path, a real parameter, the registry', () => {
    const base = { site: 'main', url: '/Comparar/EPS', registryVersion: 'v1' };
    const keys = [base, { ...base, site: 'aliado' }, { ...base, url: '/Comparar/Empresas' }, { ...base, url: '/Comparar/EPS?pagina=2' }, { ...base, registryVersion: 'v2' }].map(pageCacheKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a registry version changes with any line', () => {
    const lines = [{ name: 'results', entry: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' }];
    expect(registryVersionOf(lines)).toBe(registryVersionOf(structuredClone(lines)));
    expect(registryVersionOf([{ ...lines[0], entry: 'http://localhost:3101/mf-manifest.json' }])).not.toBe(registryVersionOf(lines));
  });
});

describe('createPageCache', () => {
  let clock = 0;
  const cache = () => createPageCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 2, now: () => clock });
  beforeEach(() => {
    clock = 0;
  });

  it('sends a page fresh within its TTL, then stale while one caller renders it again, then forgets it', () => {
    const pages = cache();
    expect(pages.lookup('a')).toBeNull();
    pages.store('a', page('<h1>A</h1>'));
    expect(pages.lookup('a')).toEqual({ page: page('<h1>A</h1>'), fresh: true, refresh: false });
    clock = 1500;
    expect(pages.lookup('a')).toMatchObject({ fresh: false, refresh: true });
    // Others are sent the stale page meanwhile, and render nothing.
    expect(pages.lookup('a')).toMatchObject({ fresh: false, refresh: false });
    pages.store('a', page('<h1>A2</h1>'));
    expect(pages.lookup('a')).toMatchObject({ page: page('<h1>A2</h1>'), fresh: true });
    clock = 1500 + 6001;
    expect(pages.lookup('a')).toBeNull();
  });

  it('a refresh that failed lets the next stale hit try again', () => {
    const pages = cache();
    pages.store('a', page('x'));
    clock = 2000;
    expect(pages.lookup('a')?.refresh).toBe(true);
    pages.refreshFailed('a');
    expect(pages.lookup('a')?.refresh).toBe(true);
  });

  it('keeps at most maxEntries pages, dropping the oldest', () => {
    const pages = cache();
    pages.store('a', page('a'));
    pages.store('b', page('b'));
    pages.store('c', page('c'));
    expect(pages.size).toBe(2);
    expect(pages.lookup('a')).toBeNull();
    expect(pages.lookup('c')).not.toBeNull();
  });
});

describe('withNonce', () => {
  it("puts this response's nonce where the rendered one was", () => {
    expect(withNonce('<script nonce="abc">1</script><script nonce="abc">2</script>', 'abc', 'xyz')).toBe('<script nonce="xyz">1</script><script nonce="xyz">2</script>');
  });
});
