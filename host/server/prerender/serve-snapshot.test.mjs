import { snapshotKey } from './snapshot-page.mjs';
import { PRERENDERER_HEADER, isPublicPath, isSitePath, renderSnapshot, snapshotRequest, snapshotVariant } from './serve-snapshot.mjs';

const SHELL = '<!doctype html><html lang="es-CO"><head><meta charset="utf-8"/><title>Cotiza y contrata online</title><meta name="description" content="Compara"/></head><body><div id="root"></div></body></html>';
const PHONE = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const request = (url, headers = {}, hostname = 'localhost:3000') => ({ hostname, url, headers: { 'user-agent': DESKTOP, ...headers } });
const snapshot = { html: '<main><h1>Blog $& QS</h1></main>', css: '.a{b:c}</style><script>', stylesheets: [{ href: 'http://localhost:3004/c.css' }], title: 'QS-Blog', description: 'Artículos' };

describe('which requests get a snapshot', () => {
  it('serves the public pages of the main site, per viewport', () => {
    expect(snapshotRequest(request('/QS-Blog'), 't')).toEqual({ page: '/QS-Blog', frame: null, partner: null, variant: 'desktop', crawler: false });
    expect(snapshotRequest(request('/EPS/salud-andina-eps/plan-complementario-oro', { 'user-agent': PHONE }), 't')?.variant).toBe('mobile');
    expect(snapshotVariant(undefined)).toBe('desktop');
    for (const path of ['/', '/Comparar/EPS', '/QS-Blog/que-es-una-eps', '/EPS', '/Clinicas-y-Hospitales/clinica-x']) expect(isPublicPath(path)).toBe(true);
  });

  it('never takes a path that leaves the site or is not written plainly (ADR 0007, "A visitor cannot drive it")', () => {
    for (const path of ['//evil.example/x', '/EPS//evil.example', '/%2e//evil.example/x', '/./x', '/a/../b', '/a/.', '/\\evil.example', 'http://evil.example/', '', '/a?b', '/a#b']) {
      expect([path, isSitePath(path)]).toEqual([path, false]);
      expect(isPublicPath(path)).toBe(false);
      expect(snapshotRequest(request(path), 't')).toBeNull();
    }
    expect(isSitePath('/EPS/salud-andina-eps/plan-oro')).toBe(true);
  });

  it("serves it to an ad's or a campaign's link too: tracking parameters change nothing on the page", () => {
    expect(snapshotRequest(request('/Comparar/EPS?utm_source=google&utm_medium=cpc&gclid=abc'), 't')).toEqual({ page: '/Comparar/EPS', frame: '/Comparar/EPS', partner: null, variant: 'desktop', crawler: false });
    expect(snapshotRequest(request('/EPS/salud-andina-eps/plan-complementario-oro?fbclid=x'), 't')?.page).toBe('/EPS/salud-andina-eps/plan-complementario-oro');
    expect(snapshotRequest(request('/Comparar/EPS?pagina=2&utm_source=google'), 't')?.page).toBe('/Comparar/EPS?pagina=2');
  });

  it("serves a comparator's results view (page, filters, sort) its own snapshot, keyed in one order", () => {
    expect(snapshotRequest(request('/Comparar/EPS?pagina=2'), 't')?.page).toBe('/Comparar/EPS?pagina=2');
    expect(snapshotRequest(request('/Comparar/EPS?orden=lowerPrice&tipos=PLAN_COMPLEMENTARIO,SEGURO&pagina=3'), 't')?.page).toBe(
      '/Comparar/EPS?orden=lowerPrice&pagina=3&tipos=PLAN_COMPLEMENTARIO%2CSEGURO',
    );
    expect(snapshotRequest(request('/Comparar/EPS?tipos=PLAN_COMPLEMENTARIO%2CSEGURO&orden=lowerPrice&pagina=3'), 't')?.page).toBe(
      '/Comparar/EPS?orden=lowerPrice&pagina=3&tipos=PLAN_COMPLEMENTARIO%2CSEGURO',
    );
  });

  it("never keys a snapshot by one visitor's query: a profile, the compare set, a frame token, a distance sort", () => {
    for (const url of [
      '/Comparar/EPS?comparar=1,2',
      '/Comparar/EPS?orden=DISTANCE',
      '/Comparar/EPS?edad=40',
      '/Comparar/EPS?pagina=2&pagina=3',
      '/Comparar/EPS?pagina=<b>',
      `/Comparar/EPS?tipos=${'A'.repeat(121)}`,
    ]) {
      expect([url, snapshotRequest(request(url), 't')?.page]).toEqual([url, null]);
    }
    for (const url of ['/Comparar/EPS?IFRAME_AUTH=x', '/EPS/salud-andina-eps/plan-complementario-oro?pagina=2', '/QS-Blog?pagina=2', '/Comparar/EPS?pagina=2?x']) {
      expect([url, snapshotRequest(request(url), 't')]).toEqual([url, null]);
    }
  });

  it("sends a comparator's view or a visitor's query the comparator's frame while it has no snapshot of its own (ADR 0007, 'Frames')", () => {
    expect(snapshotRequest(request('/Comparar/EPS?pagina=2'), 't')).toMatchObject({ page: '/Comparar/EPS?pagina=2', frame: '/Comparar/EPS' });
    expect(snapshotRequest(request('/Comparar/EPS?comparar=1,2&edad=40'), 't')).toMatchObject({ page: null, frame: '/Comparar/EPS' });
    expect(snapshotRequest(request('/Comparar/EPS?comparar=1', {}, 'aliado.localhost:3000'), 't')).toMatchObject({ page: null, frame: '/Comparar/EPS', partner: 'aliado' });
    // The comparator's own address falls back on its own frame (kept past its snapshot: snapshot-store.mjs); a crawler gets whole pages only.
    expect(snapshotRequest(request('/Comparar/EPS?utm_source=x'), 't')).toMatchObject({ page: '/Comparar/EPS', frame: '/Comparar/EPS' });
    expect(snapshotRequest(request('/QS-Blog'), 't')?.frame).toBeNull();
    expect(snapshotRequest(request('/Comparar/EPS', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }), 't')?.frame).toBeNull();
    expect(snapshotRequest(request('/Comparar/EPS?pagina=2', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }), 't')?.frame).toBeNull();
    expect(snapshotRequest(request('/Comparar/EPS?comparar=1', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }), 't')).toBeNull();
  });

  it('gives a partner its own snapshots (the host checks that the partner exists)', () => {
    expect(snapshotRequest(request('/Comparar/EPS', {}, 'aliado.localhost:3000'), 't')).toEqual({ page: '/Comparar/EPS', frame: '/Comparar/EPS', partner: 'aliado', variant: 'desktop', crawler: false });
    expect(snapshotRequest(request('/', {}, 'aliado.quieroseguro.co'), 't', 'quieroseguro.co')?.partner).toBe('aliado');
    // The main site under its other names.
    expect(snapshotRequest(request('/', {}, 'www.quieroseguro.co'), 't', 'quieroseguro.co')?.partner).toBeNull();
    expect(snapshotKey('mobile', '/Comparar/EPS', 'aliado')).toBe('mobile aliado/Comparar/EPS');
    expect(snapshotKey('mobile', '/Comparar/EPS')).toBe('mobile /Comparar/EPS');
  });

  it('flags crawlers and prerender agents (docs/product/shell.md#crawlers), who get the snapshot as plain markup', () => {
    expect(snapshotRequest(request('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }), 't')?.crawler).toBe(true);
  });

  it('gives frames, private pages and the prerenderer itself the plain shell', () => {
    expect(snapshotRequest(request('/Comparar/EPS', { 'sec-fetch-dest': 'iframe' }), 't')).toBeNull();
    expect(snapshotRequest(request('/Comparar/EPS?IFRAME_AUTH=x'), 't')).toBeNull();
    expect(snapshotRequest(request('/Compra-Online'), 't')).toBeNull();
    expect(snapshotRequest(request('/v1'), 't')).toBeNull();
    // A CMS preview is read live, past every cache (docs/product/content.md#landing-preview).
    for (const path of ['/preview/Registro', '/Preview/EPS/salud-andina-eps', '/preview']) expect([path, isPublicPath(path)]).toEqual([path, false]);
    expect(isPublicPath('/Referidos-EPS')).toBe(true);
    expect(snapshotRequest(request('/', { [PRERENDERER_HEADER]: 't' }), 't')).toBeNull();
    // Anyone else sending the header is a visitor like any other.
    expect(snapshotRequest(request('/', { [PRERENDERER_HEADER]: 'guess' }), 't')).not.toBeNull();
  });
});

describe('renderSnapshot', () => {
  it('puts the snapshot in a closed shadow root beside an inert, hidden #root, with nonce-d styles', () => {
    const html = renderSnapshot(SHELL, snapshot, { nonce: 'n0', crawler: false });
    expect(html).toContain('<title>QS-Blog</title>');
    expect(html).toContain('<meta name="description" content="Artículos" />');
    expect(html).toContain('<div id="qs-prerendered"><template shadowrootmode="closed"><link rel="stylesheet" href="http://localhost:3004/c.css"><style nonce="n0">');
    expect(html).toContain('<div id="root"><main><h1>Blog $& QS</h1></main></div></template></div><div id="root" data-qs-prerender inert></div>');
    // CSS cannot end its <style> element early.
    expect(html).toContain('.a{b:c}<\\/style><script>');
    expect(html).not.toContain("</style><script>");
    expect(html.match(/<style nonce="n0">/g)).toHaveLength(2);
  });

  it('starts the app after the snapshot is painted for browsers, and leaves crawlers the shell\'s scripts', () => {
    const shell = SHELL.replace('</head>', '<script defer="defer" src="/main.js"></script></head>');
    const browser = renderSnapshot(shell, snapshot, { nonce: 'n0', crawler: false });
    expect(browser).toContain('<link rel="preload" href="/main.js" as="script" fetchpriority="low"><script nonce="n0">');
    expect(browser).not.toContain('<script defer="defer" src="/main.js">');
    expect(renderSnapshot(shell, snapshot, { nonce: 'n0', crawler: true })).toContain('<script defer="defer" src="/main.js"></script>');
  });

  it("sends a frame, marked so that no tap on it is kept, when asked for the snapshot's frame", () => {
    const html = renderSnapshot(SHELL, { ...snapshot, frame: '<main><h1>Blog $& QS</h1><div aria-busy="true"></div></main>' }, { nonce: 'n0', crawler: false, frame: true });
    expect(html).toContain('<div id="qs-prerendered" data-qs-frame><template shadowrootmode="closed">');
    expect(html).toContain('<div id="root"><main><h1>Blog $& QS</h1><div aria-busy="true"></div></main></div></template>');
  });

  it('gives crawlers the snapshot as plain markup', () => {
    const html = renderSnapshot(SHELL, snapshot, { nonce: 'n0', crawler: true });
    expect(html).toContain('<div id="qs-prerendered"><main><h1>Blog $& QS</h1></main></div><div id="root" data-qs-prerender inert></div>');
    expect(html).not.toContain('<template');
  });
});
