import { createHash } from 'node:crypto';
import { createPageCache, inlineScriptHashes, keptPage, pageCacheKey, registryVersionOf } from './page-cache.mjs';

/** A kept page as the cache holds it (what it holds is the cache's business only). */
const page = (root) => ({ document: root, scriptHashes: [], body: async () => root });

describe('pageCacheKey', () => {
  it('is one page whatever tracking parameters a link adds, and whatever the order of the others', () => {
    const plain = pageCacheKey({ site: 'main', url: '/Comparar/EPS?pagina=2&orden=lowerPrice', registryVersion: 'v1' });
    expect(
      pageCacheKey({
        site: 'main',
        url: '/Comparar/EPS?utm_source=x&orden=lowerPrice&gclid=y&pagina=2',
        registryVersion: 'v1',
      }),
    ).toBe(plain);
    expect(pageCacheKey({ site: 'main', url: '/Comparar/EPS?utm_campaign=z', registryVersion: 'v1' })).toBe(
      pageCacheKey({ site: 'main', url: '/Comparar/EPS', registryVersion: 'v1' }),
    );
  });

  it('differs by what changes the markup: the site (a partner), the path, a real parameter, the registry', () => {
    const base = { site: 'main', url: '/Comparar/EPS', registryVersion: 'v1' };
    const keys = [
      base,
      { ...base, site: 'aliado' },
      { ...base, url: '/Comparar/Empresas' },
      { ...base, url: '/Comparar/EPS?pagina=2' },
      { ...base, registryVersion: 'v2' },
    ].map(pageCacheKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a registry version changes with any line', () => {
    const lines = [{ name: 'results', entry: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' }];
    expect(registryVersionOf(lines)).toBe(registryVersionOf(structuredClone(lines)));
    expect(registryVersionOf([{ ...lines[0], entry: 'http://localhost:3101/mf-manifest.json' }])).not.toBe(
      registryVersionOf(lines),
    );
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
    expect(pages.lookup('a')).toMatchObject({ page: { document: '<h1>A</h1>' }, fresh: true, refresh: false });
    clock = 1500;
    expect(pages.lookup('a')).toMatchObject({ fresh: false, refresh: true });
    // Others are sent the stale page meanwhile, and render nothing.
    expect(pages.lookup('a')).toMatchObject({ fresh: false, refresh: false });
    pages.store('a', page('<h1>A2</h1>'));
    expect(pages.lookup('a')).toMatchObject({ page: { document: '<h1>A2</h1>' }, fresh: true });
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

  it('lets later visitors wait for a first render under way, for its page or its lack of one, never past their wait', async () => {
    jest.useFakeTimers();
    try {
      const pages = cache();
      expect(pages.renderUnderWay('a', 500)).toBeNull();
      const finished = pages.startRendering('a');
      const waiting = pages.renderUnderWay('a', 500);
      const kept = page('<h1>A</h1>');
      finished(kept);
      expect(await waiting).toBe(kept);
      expect(pages.renderUnderWay('a', 500)).toBeNull();
      const failed = pages.startRendering('b');
      const waitingB = pages.renderUnderWay('b', 500);
      failed(null);
      expect(await waitingB).toBeNull();
      pages.startRendering('c');
      const late = pages.renderUnderWay('c', 500);
      jest.advanceTimersByTime(501);
      expect(await late).toBeNull();
    } finally {
      jest.useRealTimers();
    }
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

/** A stand-in compressor that says what it was asked: the logic under test is what is asked and kept. */
const fakeCompress = () =>
  jest.fn(async (html, encoding, { quality = 5 } = {}) => Buffer.from(`${encoding}:${quality}:${html}`));

describe('keptPage', () => {
  const document =
    '<html><head><script type="application/json" id="qs-site">{}</script></head><body><div id="root"><h1>Plan</h1><script nonce="n0nce">$RC("B:0","S:0")</script></div><script type="application/json" id="qs-page-data">{"a":1}</script><script defer src="/main.js"></script></body></html>';

  it('drops the nonce it was rendered with, so that every visitor gets the same bytes', () => {
    const kept = keptPage(document, 'n0nce', { compress: fakeCompress() });
    expect(kept.document).not.toContain('n0nce');
    expect(kept.document).toContain('<script>$RC("B:0","S:0")</script>');
  });

  it('allows exactly its inline scripts that run, by their hashes: no JSON island, no file', () => {
    const kept = keptPage(document, 'n0nce', { compress: fakeCompress() });
    const hash = createHash('sha256').update('$RC("B:0","S:0")').digest('base64');
    expect(kept.scriptHashes).toEqual([`'sha256-${hash}'`]);
    expect(inlineScriptHashes('<script type="application/json">{}</script><script src="/x.js"></script>')).toEqual([]);
    expect(inlineScriptHashes('<script type="module">a()</script><script>a()</script>')).toHaveLength(1);
  });

  it('compresses once per encoding, however many visitors ask at once, and brotli again smaller in the background', async () => {
    const compress = fakeCompress();
    const kept = keptPage('<p>x</p>', undefined, { compress });
    const bodies = await Promise.all([kept.body('br'), kept.body('br'), kept.body('gzip'), kept.body('gzip')]);
    expect(bodies.map(String)).toEqual(['br:5:<p>x</p>', 'br:5:<p>x</p>', 'gzip:5:<p>x</p>', 'gzip:5:<p>x</p>']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(String(await kept.body('br'))).toBe('br:11:<p>x</p>');
    expect(compress).toHaveBeenCalledTimes(3);
    expect(await kept.body(null)).toBe('<p>x</p>');
  });

  it('a compression that failed is tried again by the next visitor', async () => {
    const compress = jest.fn().mockRejectedValueOnce(new Error('no memory')).mockResolvedValue(Buffer.from('gz'));
    const kept = keptPage('<p>x</p>', undefined, { compress });
    await expect(kept.body('gzip')).rejects.toThrow('no memory');
    expect(String(await kept.body('gzip'))).toBe('gz');
  });
});
