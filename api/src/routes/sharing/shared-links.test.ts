import { call, createTestApp, type TestApp } from '../../test-support/test-app';

const SHARE = '/api/buscarplanes/sharedinsurance';
const REFUSED = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'Solo se pueden compartir direcciones de este sitio',
};

/**
 * docs/security.md#same-site-links: every way a browser, router or server might read another host out of a "path".
 * Each is refused as a path of its own and inside an absolute address of the site's own origin.
 */
export const HOSTILE_PATHS = [
  '/\\evil.example/x',
  '/\\/evil.example',
  '\\\\evil.example',
  '/Comparar/EPS\\..\\..\\x',
  '/\t/evil.example/x',
  '/\t\t/evil.example',
  '/Comparar/EPS\t',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/Comparar\u0000',
  '/\u007f/evil',
  '/\u0085/evil',
  '/\u2028/evil',
  '/\u00a0/evil',
  '//evil.example',
  '//evil.example/x',
  '///evil.example',
  '/./\\evil.example',
  '/Comparar//evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%2Fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example/x',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0d%0a/evil',
  '/%252F%252Fevil.example',
  '/%255Cevil.example',
  '/%25252F%25252Fevil',
  '/%C2%85/evil',
  '/Comparar/%E0%A4%A',
  '/%',
  'https://evil.example/Comparar',
  'http://evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'Comparar/EPS',
  ' /Comparar/EPS',
  '\t/Comparar/EPS',
  'http://localhost:3000/\\evil.example/x',
  'http://localhost:3000/\t/evil.example',
  'http://localhost:3000//evil.example',
  'http://localhost:3000/%2F%2Fevil.example',
  'http://localhost:3000\\@evil.example/',
  'http://localhost:3000@evil.example/',
  'http://user:pass@localhost:3000/Comparar',
  'http://localhost:4000/Comparar',
  'https://localhost:3000/Comparar',
];

describe('shared links are same-site paths only (docs/security.md#same-site-links)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const count = () => t.sql.value<number>('SELECT COUNT(*) FROM shared_links');

  it(`refuses all ${HOSTILE_PATHS.length} tricks with a Spanish message and stores none`, async () => {
    const before = await count();
    const accepted: string[] = [];
    for (const url of HOSTILE_PATHS) {
      const { status, body } = await call(t.app, { method: 'POST', url: SHARE, payload: { url } });
      if (status !== 400 || body.message !== REFUSED.message) accepted.push(`${JSON.stringify(url)} → ${status}`);
    }
    expect(accepted).toEqual([]);
    expect(await count()).toBe(before);
  });

  it.each([
    ['a right-to-left override', '/Comparar\u202e'],
    ['a left-to-right mark', '/Comparar/\u200eEPS'],
    ['an isolate', '/Comparar/\u2066EPS\u2069'],
    ['an Arabic letter mark', '/Comparar/EPS\u061c'],
    ['a zero-width space', '/Comparar\u200b/EPS'],
    ['a zero-width joiner', '/Comparar/EPS\u200d'],
    ['a soft hyphen', '/Compa\u00adrar/EPS'],
    ['a tag character', '/Comparar/EPS\u{e0041}'],
    ['a lone surrogate', '/Comparar/EPS\ud800'],
    ['an encoded right-to-left override', '/Comparar%E2%80%AE'],
    ['an encoded zero-width space', '/Comparar/%e2%80%8bEPS'],
    ['a format character in the query', '/Comparar/EPS?orden=%E2%80%AE'],
    ['a format character in the fragment', '/Comparar/EPS#\u202e'],
    ['a control character in the query', '/Comparar/EPS?x=\u0007'],
    ['dot-dot segments', '/Comparar/EPS/../../../etc/passwd'],
    ['a trailing dot-dot', '/Comparar/EPS/..'],
    ['a dot-dot before the query', '/Comparar/EPS/..?pagina=2'],
    ['a dot segment', '/Comparar/./EPS'],
    ['a lone dot', '/.'],
    ['an encoded dot-dot', '/Comparar/EPS/%2e%2e/%2e%2e/etc/passwd'],
    ['an upper-case encoded dot-dot', '/Comparar/%2E%2E/x'],
    ['a half-encoded dot-dot', '/Comparar/.%2e/x'],
    ['an encoded dot', '/Comparar/%2e/EPS'],
    ['a double-encoded dot-dot', '/Comparar/%252e%252e/x'],
    ['dot-dot in an address of the site', 'http://localhost:3000/Comparar/EPS/../../../etc/passwd'],
    ['an encoded dot-dot in an address of the site', 'http://localhost:3000/Comparar/%2e%2e/x'],
    ['a format character in an address of the site', 'http://localhost:3000/Comparar\u202e'],
  ])('refuses %s with 400 and a Spanish message, storing nothing', async (_case, url) => {
    const before = await count();
    const { status, body } = await call(t.app, { method: 'POST', url: SHARE, payload: { url } });
    expect({ status, body }).toEqual({ status: 400, body: REFUSED });
    expect(await count()).toBe(before);
  });

  it('keeps dots that are not whole path segments, and dot-dot after the path', async () => {
    for (const url of ['/Comparar/EPS...', '/Comparar/.EPS/v1.2', '/Comparar/EPS?desde=../x', '/Comparar/EPS#..']) {
      const { status, body } = await call(t.app, { method: 'POST', url: SHARE, payload: { url } });
      expect([url, status]).toEqual([url, 201]);
      expect((await call(t.app, { method: 'GET', url: `${SHARE}/${body.data.link}` })).body.data.url).toBe(url);
    }
  });

  it('stores a site link normalised, as a path: an address of the site becomes its path', async () => {
    const stored = async (url: string) => {
      const created = await call(t.app, { method: 'POST', url: SHARE, payload: { url } });
      expect(created.status).toBeLessThan(300);
      return (await call(t.app, { method: 'GET', url: `${SHARE}/${created.body.data.link}` })).body.data.url;
    };
    expect(await stored('http://localhost:3000/Comparar/EPS?pagina=2#lista')).toBe('/Comparar/EPS?pagina=2#lista');
    expect(await stored('http://aliado.localhost:3000/Comparar/EPS')).toBe('/Comparar/EPS');
    expect(await stored('/Comparar/Pólizas')).toBe('/Comparar/P%C3%B3lizas');
    expect(await stored('/Comparar/EPS?qppayment=Compra-Online%2FEPS101-ORO')).toBe(
      '/Comparar/EPS?qppayment=Compra-Online%2FEPS101-ORO',
    );
    // The same view however it was written: one link.
    const a = await call(t.app, {
      method: 'POST',
      url: SHARE,
      payload: { url: 'http://localhost:3000/Comparar/EPS?pagina=3' },
    });
    const b = await call(t.app, { method: 'POST', url: SHARE, payload: { url: '/Comparar/EPS?pagina=3' } });
    expect([a.status, b.status, b.body.data.link]).toEqual([201, 200, a.body.data.link]);
  });

  it('does not serve a link stored before these rules that they refuse now', async () => {
    const old = [
      '/\\evil.example/x',
      '/\t/evil.example',
      '/%2F%2Fevil.example',
      'https://evil.example/',
      '/Comparar%E2%80%AE',
      '/Comparar/\u200bEPS',
      '/Comparar/EPS/../../../etc/passwd',
      '/Comparar/%2e%2e/x',
    ];
    for (const [index, url] of old.entries()) {
      await t.sql.run(
        "INSERT INTO shared_links (link, fingerprint, created_at, url, decoded_profile) VALUES (?, ?, '2026-01-01T00:00:00.000Z', ?, NULL)",
        `Viejo${index}x`,
        `old-${index}`,
        url,
      );
    }
    for (const [index] of old.entries()) {
      const { status, body } = await call(t.app, { method: 'GET', url: `${SHARE}/Viejo${index}x` });
      expect([status, body.message]).toEqual([404, 'Enlace no encontrado o vencido']);
    }
  });

  it('a shared profile passes the profile schema of compare, or nothing is stored', async () => {
    const before = await count();
    for (const decodedProfile of [
      { ingresodatos: true, cotizante: 'todos' },
      { cotizante: [{ edad: -1 }] },
      { cargas: [{ sexo: 'Otro' }] },
      { cotizante: Array.from({ length: 9 }, () => ({ edad: 30 })) },
      { colectivo: { cantidadempleados: 'muchos' } },
      'perfil',
      [1, 2],
    ]) {
      const { status, body } = await call(t.app, {
        method: 'POST',
        url: SHARE,
        payload: { url: '/Comparar/EPS', decodedProfile },
      });
      expect([JSON.stringify(decodedProfile), status, typeof body.message]).toEqual([
        JSON.stringify(decodedProfile),
        400,
        'string',
      ]);
    }
    expect(await count()).toBe(before);
    const profile = {
      ingresodatos: true,
      cotizante: [{ edad: 34, sexo: 'Femenino' }],
      cargas: [{ edad: 6, sexo: 'Masculino', parentesco: 'Hijo' }],
    };
    const created = await call(t.app, {
      method: 'POST',
      url: SHARE,
      payload: { url: '/Comparar/EPS', decodedProfile: profile },
    });
    expect(created.status).toBe(201);
    expect(
      (await call(t.app, { method: 'GET', url: `${SHARE}/${created.body.data.link}` })).body.data.decodedProfile,
    ).toEqual(profile);
  });
});
