import {
  createManifestCache,
  firstApiCallFor,
  hintsFor,
  injectIntoHead,
  inlineRegistry,
  renderHints,
} from './route-hints.mjs';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'ComparePage',
      path: './ComparePage',
      assets: {
        js: { sync: ['__federation_expose_ComparePage.1234abcd.js'], async: ['348.feb380f8.js'] },
        css: { sync: ['cp.css'], async: [] },
      },
    },
  ],
};
const registry = {
  remotes: [
    { name: 'results', entry: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' },
    { name: 'content', entry: 'http://localhost:3004/mf-manifest.json', version: '1.0.0' },
  ],
};
const answer = (status, body) => ({ ok: status < 300, status, json: async () => body });

describe('hintsFor', () => {
  it("hints the route's slice: manifest, entry and the exposed page's synchronous files, from its origin only", async () => {
    const readManifest = jest.fn(async () => manifest);
    expect(await hintsFor('/Comparar/EPS', registry, readManifest)).toEqual([
      { rel: 'preconnect', href: 'http://localhost:3001' },
      { rel: 'preload', href: 'http://localhost:3001/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
      { rel: 'preload', href: 'http://localhost:3001/remoteEntry.js', as: 'script' },
      { rel: 'preload', href: 'http://localhost:3001/cp.css', as: 'style' },
      { rel: 'preload', href: 'http://localhost:3001/__federation_expose_ComparePage.1234abcd.js', as: 'script' },
    ]);
    expect(readManifest).toHaveBeenCalledWith('http://localhost:3001/mf-manifest.json');
  });

  it('hints nothing for a slice the (partner-filtered) registry does not have', async () => {
    const readManifest = jest.fn(async () => manifest);
    expect(await hintsFor('/', { remotes: [registry.remotes[0]] }, readManifest)).toEqual([]);
    expect(readManifest).not.toHaveBeenCalled();
  });

  it('hints only the manifest when it cannot be read (the remote is down)', async () => {
    const hints = await hintsFor('/Comparar/EPS', registry, async () => null);
    expect(hints.map((hint) => hint.href)).toEqual(['http://localhost:3001', 'http://localhost:3001/mf-manifest.json']);
  });

  it('never hints a file outside the origin the registry names', async () => {
    const elsewhere = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.evil.example/' } };
    const hints = await hintsFor('/Comparar/EPS', registry, async () => elsewhere);
    expect(hints.every((hint) => hint.href.startsWith('http://localhost:3001'))).toBe(true);
    const absolute = {
      ...manifest,
      exposes: [{ ...manifest.exposes[0], assets: { js: { sync: ['https://evil.example/x.js'] } } }],
    };
    expect((await hintsFor('/Comparar/EPS', registry, async () => absolute)).map((hint) => hint.href)).not.toContain(
      'https://evil.example/x.js',
    );
  });

  it("hints a plan page's first API call, the plan's path without its tab, only where the detail slice may load", async () => {
    const plan = '/api/insurance/by-url?url=%2FEPS%2Fsalud-andina-eps%2Fplan-complementario-oro';
    expect(firstApiCallFor('/EPS/salud-andina-eps/plan-complementario-oro')).toBe(plan);
    expect(firstApiCallFor('/EPS/salud-andina-eps/plan-complementario-oro/Donde-cubre')).toBe(plan);
    // An older /Planes/ path counts as the path it redirects to.
    expect(firstApiCallFor('/EPS/salud-andina-eps/Planes/plan-complementario-oro')).toBe(plan);
    expect(firstApiCallFor('/Empresa/colectivo/andina/Planes/pyme-plus/Clinicas')).toBe(
      '/api/insurance/by-url?url=%2FEmpresa%2Fcolectivo%2Fandina%2FPlanes%2Fpyme-plus',
    );
    // Decoded as the slice decodes it, then encoded once.
    expect(firstApiCallFor('/Seguros/org/plan-%C3%B3ptimo')).toBe(
      '/api/insurance/by-url?url=%2FSeguros%2Forg%2Fplan-%C3%B3ptimo',
    );
    for (const path of ['/', '/Comparar/EPS', '/QS-Blog', '/EPS', '/EPS/salud-andina-eps'])
      expect(firstApiCallFor(path)).toBeNull();

    const detail = { name: 'detail', entry: 'http://localhost:3002/mf-manifest.json', version: '1.0.0' };
    const hints = await hintsFor(
      '/EPS/salud-andina-eps/plan-complementario-oro',
      { remotes: [detail] },
      async () => null,
    );
    expect(hints).toContainEqual({ rel: 'preload', href: plan, as: 'fetch', crossorigin: 'anonymous' });
    expect(await hintsFor('/EPS/salud-andina-eps/plan-complementario-oro', registry, async () => null)).toEqual([]);
  });

  it('follows the route table: a redirect hints the page it leads to, a landing the content slice', async () => {
    const readManifest = /** @type {jest.Mock} */ (jest.fn(async () => null));
    await hintsFor('/Seguros-de-Salud', registry, readManifest);
    await hintsFor('/EPS', registry, readManifest);
    expect(readManifest.mock.calls.map(([url]) => url)).toEqual([
      'http://localhost:3001/mf-manifest.json',
      'http://localhost:3004/mf-manifest.json',
    ]);
  });
});

describe('createManifestCache', () => {
  it('asks a manifest once within its TTL and again after it', async () => {
    let time = 0;
    const fetchImpl = /** @type {jest.Mock} */ (jest.fn(async () => answer(200, manifest)));
    const read = createManifestCache({ fetchImpl, now: () => time });
    expect(await read('http://localhost:3001/mf-manifest.json')).toEqual(manifest);
    await read('http://localhost:3001/mf-manifest.json');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    time = 31_000;
    await read('http://localhost:3001/mf-manifest.json');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[0][1]).toMatchObject({ redirect: 'error' });
  });

  it('gives up fast on a remote that does not answer, and does not ask it on every page', async () => {
    const fetchImpl = jest.fn(
      (_url, { signal }) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    const read = createManifestCache({ fetchImpl, timeoutMs: 20 });
    const started = Date.now();
    expect(await read('http://localhost:3001/mf-manifest.json')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await read('http://localhost:3001/mf-manifest.json')).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('refuses what is not a manifest and keeps a bounded number of manifests', async () => {
    const fetchImpl = jest.fn(async (url) =>
      url.includes('bad') ? answer(200, { no: 'manifest' }) : answer(200, manifest),
    );
    const read = createManifestCache({ fetchImpl, maxEntries: 2 });
    expect(await read('http://a/bad.json')).toBeNull();
    await read('http://a/1.json');
    await read('http://a/2.json');
    await read('http://a/bad.json');
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });
});

describe('the shell HTML', () => {
  const shell =
    '<!doctype html><html><head><meta charset="utf-8"/><title>t</title><script defer src="/main.js"></script></head><body></body></html>';

  it('gets the registry and hints right after the charset, before the shell script', () => {
    const html = injectIntoHead(shell, '<link rel="preconnect" href="http://localhost:3001">');
    expect(html.indexOf('rel="preconnect"')).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf('rel="preconnect"')).toBeLessThan(html.indexOf('main.js'));
  });

  it('escapes "<" in the inline registry so it cannot close the script element', () => {
    const tag = inlineRegistry({
      remotes: [{ name: 'results', entry: 'http://x/</script><script>alert(1)</script>', version: '1' }],
    });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(tag.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')).remotes[0].entry).toContain(
      '</script>',
    );
  });

  it('writes scripts without crossorigin and the manifest as an anonymous fetch, as the runtime asks them', () => {
    expect(
      renderHints([
        { rel: 'preload', href: 'http://localhost:3001/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
        { rel: 'preload', href: 'http://localhost:3001/remoteEntry.js?a=1&b="2"', as: 'script' },
      ]),
    ).toBe(
      '<link rel="preload" href="http://localhost:3001/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="http://localhost:3001/remoteEntry.js?a=1&amp;b=&quot;2&quot;" as="script">',
    );
  });
});
