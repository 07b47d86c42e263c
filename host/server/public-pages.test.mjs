import { isPublicPath, isSitePath, listPublicPages } from './public-pages.mjs';
import { fixedApi } from '../../tools/server/api-pool.mjs';

describe('the public pages (the sitemap)', () => {
  it("are the slices' public pages: home, comparators, plans, the blog, the CMS landings", () => {
    for (const path of [
      '/',
      '/Comparar/EPS',
      '/QS-Blog/que-es-una-eps',
      '/EPS',
      '/Clinicas-y-Hospitales/clinica-x',
      '/Referidos-EPS',
    ])
      expect([path, isPublicPath(path)]).toEqual([path, true]);
  });

  it('are never a form, a preview nor a path that is not written plainly', () => {
    for (const path of [
      '/Compra-Online',
      '/preview/Registro',
      '/Preview/EPS/salud-andina-eps',
      '/preview',
      // The servers' probes and metrics (docs/operations.md): a CMS landing by that name could never be served.
      '/healthz',
      '/readyz',
      '/metrics',
    ])
      expect([path, isPublicPath(path)]).toEqual([path, false]);
    for (const path of [
      '//evil.example/x',
      '/EPS//evil.example',
      '/%2e//evil.example/x',
      '/./x',
      '/a/../b',
      '/a/.',
      '/\\evil.example',
      'http://evil.example/',
      '',
      '/a?b',
      '/a#b',
    ]) {
      expect([path, isSitePath(path)]).toEqual([path, false]);
      expect(isPublicPath(path)).toBe(false);
    }
    expect(isSitePath('/EPS/salud-andina-eps/plan-oro')).toBe(true);
  });

  it('lists home, the blog, the comparators, the articles and the landings from the API, each once, up to max', async () => {
    const answers = {
      '/api/comparator': { data: [{ slug: 'EPS' }, { slug: 'Medicina-Prepagada' }] },
      '/api/qp-university/articles?page=1': { data: [{ slug: 'que-es-una-eps' }] },
      '/api/country-landings?page=1': {
        data: [
          { url: '/EPS' },
          { url: 'preview/EPS' },
          { url: 'EPS//evil.example' },
          { url: 'Compra-Online' },
          { url: 'readyz' },
          { url: '/healthz' },
        ],
      },
    };
    const api = fixedApi(
      'http://api',
      async (url) => new Response(JSON.stringify(answers[url.slice('http://api'.length)])),
    );
    expect(await listPublicPages(api)).toEqual([
      '/',
      '/QS-Blog',
      '/Comparar/EPS',
      '/Comparar/Medicina-Prepagada',
      '/QS-Blog/que-es-una-eps',
      '/EPS',
    ]);
    expect(await listPublicPages(api, { max: 3 })).toEqual(['/', '/QS-Blog', '/Comparar/EPS']);
  });

  it('leaves out a list the API cannot give', async () => {
    const api = fixedApi('http://api', async (url) =>
      url.endsWith('/api/comparator')
        ? new Response(JSON.stringify({ data: [{ slug: 'EPS' }] }))
        : new Response('', { status: 503 }),
    );
    expect(await listPublicPages(api)).toEqual(['/', '/QS-Blog', '/Comparar/EPS']);
  });
});
