import { isSqlite } from '../db/dialect';
import type { Db } from '../db/open';
import { rememberPool } from '../db/pool-stats';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { createApiMetrics } from './metrics';
import { cachedProbe, PROBE_CACHE_MS } from './health';
import { AUTHORISED } from '../test-support/authorisation';

// GET /healthz, /readyz and /metrics (http/operations.ts, docs/operations.md).

/** The sum of the samples `name{…}` whose labels include every one of `labels` (0 when none). */
const total = (text: string, name: string, labels: Record<string, string> = {}): number => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  return text
    .split('\n')
    .filter((row) => row.startsWith(`${name}{`) && wanted.every((label) => row.includes(label)))
    .reduce((sum, row) => sum + Number(row.slice(row.lastIndexOf(' ') + 1)), 0);
};

const scrape = async (t: TestApp): Promise<string> => {
  const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

describe('the API says whether it is alive and ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One request a minute per client: the probes must not count against it.
    t = await createTestApp({ rateLimitMax: 1 });
  });
  afterAll(() => t.close());

  it('answers /healthz as JSON, never cached, past the rate limit and on a partner host', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await call(t.app, {
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-host': 'aliado.localhost', origin: 'https://evil.example' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toEqual({ status: 'ok' });
    }
  });

  it('answers /readyz 200 when the database answers and the compare index holds the catalogue', async () => {
    const answer = await call(t.app, { method: 'GET', url: '/readyz' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.status).toBe('ready');
    expect(answer.body.checks.database).toEqual({ ok: true });
    expect(answer.body.checks.compareIndex.ok).toBe(true);
    expect(answer.body.checks.compareIndex.plans).toBeGreaterThan(100);
  });
});

describe('an API whose database is closed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect((await call(t.app, { method: 'GET', url: '/readyz' })).status).toBe(200);
    await t.db.destroy();
  });
  afterAll(() => t.close());

  it('is alive, not ready: /readyz answers 503 naming the database, within the second its probes are kept', async () => {
    const alive = await call(t.app, { method: 'GET', url: '/healthz' });
    expect(alive.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, PROBE_CACHE_MS));
    const ready = await call(t.app, { method: 'GET', url: '/readyz' });
    expect(ready.status).toBe(503);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.body.status).toBe('not ready');
    expect(ready.body.failing).toContain('database');
    expect(ready.body.checks.database.ok).toBe(false);
    expect(typeof ready.body.checks.database.error).toBe('string');
  });
});

describe("who may read the API's /metrics", () => {
  let open: TestApp;
  let locked: TestApp;
  beforeAll(async () => {
    open = await createTestApp();
    locked = await createTestApp({ metricsToken: 'm3trics-token' });
  });
  afterAll(async () => {
    await open.close();
    await locked.close();
  });

  const metricsOf = (t: TestApp, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url: '/metrics', remoteAddress, headers });

  it('without a token: a direct loopback connection reads them, in the Prometheus text format, never cached', async () => {
    for (const address of ['127.0.0.1', '::1']) {
      const answer = await metricsOf(open, address);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('# TYPE qs_api_http_request_duration_seconds histogram');
      expect(answer.body).toContain('process_resident_memory_bytes');
    }
  });

  it('without a token: a relayed or remote request gets the 404 of an unknown route', async () => {
    const unknown = await call(open.app, { method: 'GET', url: '/nada', remoteAddress: '203.0.113.9' });
    for (const [address, headers] of [
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
      ['127.0.0.1', { forwarded: 'for=203.0.113.9' }],
      ['127.0.0.1', { 'x-real-ip': '203.0.113.9' }],
      ['203.0.113.9', {}],
      ['10.0.0.7', {}],
    ] as const) {
      const answer = await metricsOf(open, address, headers);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(unknown.body.error);
      expect(answer.body.message).toBe('Ruta no encontrada: GET /metrics');
    }
  });

  it('with QS_METRICS_TOKEN: only the bearer of the token', async () => {
    expect((await metricsOf(locked, '203.0.113.9', { authorization: 'Bearer m3trics-token' })).status).toBe(200);
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer other' },
      { authorization: 'Basic m3trics-token' },
    ];
    for (const headers of refused) {
      expect((await metricsOf(locked, '127.0.0.1', headers)).status).toBe(404);
    }
  });
});

describe('what the API measures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ leadLimit: 3 });
  });
  afterAll(() => t.close());

  it("times each request under its route's pattern and method, unknown routes as one label", async () => {
    await call(t.app, { method: 'GET', url: '/api/insurance/1/faq' });
    await call(t.app, { method: 'GET', url: '/api/insurance/2/faq' });
    await call(t.app, { method: 'GET', url: '/api/no/existe/1' });
    await call(t.app, { method: 'GET', url: '/api/no/existe/2' });
    const text = await scrape(t);
    const name = 'qs_api_http_request_duration_seconds_count';
    expect(total(text, name, { route: '/api/insurance/:id/faq', method: 'GET' })).toBe(2);
    expect(total(text, name, { route: 'unmatched', method: 'GET', status_class: '4xx' })).toBe(2);
    expect(
      total(text, 'qs_api_http_request_duration_seconds_sum', { route: '/api/insurance/:id/faq' }),
    ).toBeGreaterThan(0);
    expect(text).not.toContain('/api/insurance/1/faq');
    expect(text).not.toContain('/api/no/existe');
  });

  it('counts compare answers priced and kept', async () => {
    const url = '/api/insurance/compare/metadata?organizationTypes=EPS&take=3';
    // Priced the first two times (a call is kept once it comes again), then given from the kept answers.
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await call(t.app, { method: 'GET', url })).status).toBe(200);
    const text = await scrape(t);
    expect(total(text, 'qs_api_compare_answers_total', { outcome: 'priced' })).toBe(2);
    expect(total(text, 'qs_api_compare_answers_total', { outcome: 'kept' })).toBe(1);
    expect(
      total(text, 'qs_api_http_request_duration_seconds_count', { route: '/api/insurance/compare/metadata' }),
    ).toBe(3);
  });

  it('counts leads stored, replayed and refused, and why', async () => {
    const lead = {
      tipo: 8,
      first_name: 'María José Pérez',
      telefono: '+57 300 123 4567',
      email: 'maria.perez@example.com',
      mensaje: 'Quiero información',
      ...AUTHORISED,
    };
    const send = (payload: object, headers: Record<string, string> = {}) =>
      call(t.app, { method: 'POST', url: '/api/contactos', payload, headers, remoteAddress: '198.51.100.40' });
    const key = { 'idempotency-key': 'metrics-lead-0001' };
    expect((await send(lead, key)).status).toBe(201);
    expect((await send(lead, key)).status).toBe(200);
    expect((await send({ ...lead, email: 'no es un correo' })).status).toBe(400);
    // The budget of 3 writes a minute is spent.
    expect((await send(lead)).status).toBe(429);
    const text = await scrape(t);
    const leads = (outcome: string, reason: string) =>
      total(text, 'qs_api_leads_total', { kind: 'contact', outcome, reason });
    expect(leads('stored', 'none')).toBe(1);
    expect(leads('replayed', 'none')).toBe(1);
    expect(leads('refused', 'validation')).toBe(1);
    expect(leads('refused', 'budget')).toBe(1);
  });

  it("reports the database's connections: SQLite's one, or the PostgreSQL pool's", async () => {
    const connections = total(await scrape(t), 'qs_api_db_connections', { state: 'total' });
    if (isSqlite(t.db)) expect(connections).toBe(1);
    else expect(connections).toBeGreaterThanOrEqual(1);
  });
});

describe("the database pool's metrics", () => {
  it("reports a PostgreSQL pool's total, idle and waiting connections", async () => {
    const db = {} as Db;
    rememberPool(db, { totalCount: 7, idleCount: 2, waitingCount: 3 });
    const { body } = await createApiMetrics(db).scrape();
    expect(total(body, 'qs_api_db_connections', { state: 'total' })).toBe(7);
    expect(total(body, 'qs_api_db_connections', { state: 'idle' })).toBe(2);
    expect(total(body, 'qs_api_db_connections', { state: 'waiting' })).toBe(3);
  });
});

describe('readiness probes are cheap: each dependency is asked at most once a second', () => {
  it('shares one probe between the calls of that second, concurrent ones included, then asks again', async () => {
    let clock = 0;
    let asked = 0;
    const probe = cachedProbe(
      async () => {
        asked += 1;
        return { ok: asked === 1 };
      },
      { now: () => clock },
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => probe()));
    expect(asked).toBe(1);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    clock = PROBE_CACHE_MS - 1;
    expect((await probe()).ok).toBe(true);
    clock = PROBE_CACHE_MS;
    expect((await probe()).ok).toBe(false);
    expect(asked).toBe(2);
  });
});
