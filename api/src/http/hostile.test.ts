import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { collectRoutesOf, type RouteInfo } from '../test-support/routes';

const JUNK_VALUES = [
  'x',
  '0',
  '-1',
  '99999999999999999999',
  '%00',
  '..%2F..%2Fqs.sqlite',
  "'%20OR%201=1--",
  '%3Cscript%3E',
  'ñ'.repeat(300),
  '1e309',
  'null',
];
const JUNK_BODIES: unknown[] = [
  null,
  [],
  'texto',
  12,
  true,
  {},
  { a: { b: { c: { d: {} } } } },
  { first_name: ['Ana'], email: { $ne: null }, tipo: '1; DROP TABLE leads' },
  { profile: { cotizante: 'todos' }, organizationTypes: { EPS: true } },
  { url: 42, form: [], productType: 'x', integrationHash: ['a'] },
  { kind: 'api', message: null },
  Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])),
  { organizationTypes: Array.from({ length: 5000 }, () => 'EPS') },
];

const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

describe('hostile input', () => {
  let t: TestApp;
  let routes: RouteInfo[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = await collectRoutesOf(t);
  });
  afterAll(() => t.close());

  it('every route declares a JSON schema for its input', () => {
    expect(routes.length).toBeGreaterThanOrEqual(45);
    const without = routes
      .filter((route) => !route.schema || Object.keys(route.schema).length === 0)
      .map((route) => `${route.method} ${route.url}`);
    expect(without).toEqual([]);
  });

  // Every route × every junk value: its time grows with the routes (30 s: under a loaded 2-core run it passed 5 s).
  it('never answers 500, whatever the parameters', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const value of JUNK_VALUES) {
        const url = `${fill(route.url, value)}?page=${value}&take=${value}&organizationTypes=${value}&url=${value}&email=${value}&token=${value}&subdomain=${value}&profile=${value}`;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: 'Bearer test-admin-token' },
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        if (response.statusCode >= 500)
          failures.push(`${route.method} ${url} → ${response.statusCode} ${response.body}`);
        if (response.statusCode >= 400) {
          const body = response.json();
          expect(body).toMatchObject({
            statusCode: response.statusCode,
            error: expect.any(String),
            message: expect.any(String),
          });
          expect(Object.keys(body).filter((key) => !['statusCode', 'error', 'message', 'code'].includes(key))).toEqual(
            [],
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 30_000);

  it('refuses junk bodies on every POST with a 4xx and stores nothing', async () => {
    const failures: string[] = [];
    const posts = routes.filter((route) => route.method === 'POST');
    for (const route of posts) {
      for (const body of JUNK_BODIES) {
        const response = await t.app.inject({
          method: 'POST',
          url: fill(route.url, '1001'),
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        if (response.statusCode >= 500)
          failures.push(`${route.url} ${JSON.stringify(body).slice(0, 60)} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await t.sql.value('SELECT COUNT(*) FROM leads')).toBe(0);
  });

  it('malformed JSON is a 400, an empty JSON body too', async () => {
    for (const payload of ['{"tipo": 1,', '{bad}', "{'a':1}", '\u0000']) {
      const { status, body } = await call(t.app, {
        method: 'POST',
        url: '/api/contactos',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect({ status, body }).toEqual({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'JSON inválido' },
      });
    }
    const empty = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
  });

  it('refuses prototype pollution attempts', async () => {
    const { status } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: '{"__proto__":{"isAdmin":true},"tipo":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("bodies over the body policy's limit are a 413 (a lead: 256 KB; see body-policy.test.ts)", async () => {
    const payload = JSON.stringify({
      tipo: 1,
      first_name: 'Ana Ruiz',
      telefono: '3001112233',
      email: 'a@b.co',
      mensaje: 'x'.repeat(1024 * 1024),
    });
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect({ status, body }).toEqual({
      status: 413,
      body: {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'El cuerpo de la solicitud supera el límite de 256 KB',
      },
    });
  });

  it('other content types are refused without a 500', async () => {
    const form = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: 'tipo=1&first_name=Ana',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const text = await call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: 'hola',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
  });

  it('deeply nested JSON is refused', async () => {
    const depth = 20000;
    const payload = `{"organizationTypes":["EPS"],"profile":{"cotizante":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    const { status } = await call(t.app, {
      method: 'POST',
      url: '/api/insurance/compare/metadata',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
  });

  it('numbers that overflow to Infinity are refused, not used', async () => {
    const query = await call(t.app, { method: 'GET', url: '/api/qp-university/articles?page=1e309' });
    expect(query.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'page debe ser un número dentro del rango permitido',
    });
    const body = await call(t.app, {
      method: 'POST',
      url: '/api/insurance/compare/metadata',
      payload: { organizationTypes: ['EPS'], page: '1e309' },
    });
    expect(body.status).toBe(400);
  });

  it('unknown routes answer a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nada'],
      ['POST', '/api/insurance/compare/metadata/extra'],
      ['DELETE', '/api/contactos'],
      ['GET', '/'],
    ] as const) {
      const { status, body } = await call(t.app, { method, url });
      expect(status).toBe(404);
      expect(body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: expect.stringMatching(/^Ruta no encontrada/),
      });
    }
  });
});
