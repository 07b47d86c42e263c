import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeApi } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';

// The host's /metrics (metrics.mjs, health.mjs, docs/operations.md#metrics): who may read them, and what they say.
const REMOTES = [{ name: 'results', entry: 'http://127.0.0.1:9/mf-manifest.json', version: '1.0.0' }];

/** The value of the sample `name{…}` whose labels include every one of `labels`, or undefined. */
const sample = (text, name, labels) => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${name}{`) && wanted.every((label) => row.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe("who may read the host's /metrics", () => {
  let api;
  let open;
  let locked;
  beforeAll(async () => {
    api = await startFakeApi();
    open = await startHost({ apiUrl: api.url, remotes: REMOTES });
    locked = await startHost({ apiUrl: api.url, remotes: REMOTES, env: { QS_METRICS_TOKEN: 's3cr3t-token' } });
  });
  afterAll(async () => {
    await open?.stop();
    await locked?.stop();
    await api?.stop();
  }, HOST_STOP_TIMEOUT);

  const metricsOf = (host, { remoteAddress = '127.0.0.1', headers = {} } = {}) =>
    host.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('without a token: a direct loopback connection reads them, never cached', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await metricsOf(open, { remoteAddress });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('# TYPE qs_host_http_request_duration_seconds histogram');
      expect(answer.body).toContain('process_cpu_user_seconds_total');
    }
  });

  it('without a token: a relayed or remote request gets the 404 of any unknown path', async () => {
    // The site's not-found page.
    const unknown = await open.app.inject({ method: 'GET', url: '/not-found', remoteAddress: '203.0.113.9' });
    expect(unknown.statusCode).toBe(404);
    for (const request of [
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
      { headers: { forwarded: 'for=203.0.113.9' } },
      { headers: { 'x-forwarded-proto': 'https' } },
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '10.0.0.5' },
    ]) {
      const answer = await metricsOf(open, request);
      expect(answer.statusCode).toBe(404);
      expect(answer.statusCode).toBe(unknown.statusCode);
      expect(answer.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(answer.body).not.toContain('qs_host_');
    }
  });

  it('with QS_METRICS_TOKEN: only the bearer of the token, from anywhere', async () => {
    const bearer = { authorization: 'Bearer s3cr3t-token' };
    expect((await metricsOf(locked, { headers: bearer })).statusCode).toBe(200);
    const relayed = await metricsOf(locked, {
      remoteAddress: '203.0.113.9',
      headers: { ...bearer, 'x-forwarded-for': '198.51.100.7' },
    });
    expect(relayed.statusCode).toBe(200);
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: 's3cr3t-token' }]) {
      const answer = await metricsOf(locked, { headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('qs_host_');
    }
  });

  it('never sends /metrics, /healthz or /readyz to the API: only /api/* is proxied', async () => {
    api.seen.length = 0;
    await metricsOf(open);
    await open.request('/healthz');
    await open.request('/readyz');
    expect(api.seen.map((request) => request.path)).toEqual([]);
    // A page named like them on the API's side is the API's, through the proxy.
    await open.request('/api/metrics');
    expect(api.seen.map((request) => request.path)).toEqual(['/api/metrics']);
  });
});

describe('what the host measures', () => {
  const rendererDir = mkdtempSync(path.join(tmpdir(), 'qs-renderer-'));
  writeFileSync(
    path.join(rendererDir, 'render.js'),
    readFileSync(path.join(__dirname, 'test-support/fake-renderer.cjs')),
  );
  let api;
  let host;
  beforeAll(async () => {
    api = await startFakeApi();
    host = await startHost({
      apiUrl: api.url,
      remotes: REMOTES,
      env: { QS_SSR: 'on', QS_HOST_SERVER_DIST: rendererDir, QS_ROUTE_HINTS: 'off' },
    });
  });
  afterAll(async () => {
    await host?.stop();
    await api?.stop();
    rmSync(rendererDir, { recursive: true, force: true });
  }, HOST_STOP_TIMEOUT);

  const scrape = async () => (await host.app.inject({ method: 'GET', url: '/metrics' })).body;

  it("times each request under its route's pattern, never its address", async () => {
    await host.request('/remotes.json');
    await host.request('/main.0123abcd.js');
    await host.request('/Comparar/EPS?utm_source=x');
    await host.request('/Comparar/Polizas-de-Salud');
    const text = await scrape();
    const count = (route, statusClass = '2xx') =>
      sample(text, 'qs_host_http_request_duration_seconds_count', { route, method: 'GET', status_class: statusClass });
    expect(count('/remotes.json')).toBe(1);
    expect(count('static')).toBe(1);
    expect(count('/Comparar/:comparator')).toBe(2);
    expect(text).not.toContain('/Comparar/EPS');
    expect(text).not.toContain('main.0123abcd.js');
    // The time is there too, in the buckets and the sum.
    expect(
      sample(text, 'qs_host_http_request_duration_seconds_sum', { route: '/Comparar/:comparator' }),
    ).toBeGreaterThan(0);
    expect(sample(text, 'qs_host_http_request_duration_seconds_bucket', { route: '/remotes.json', le: '+Inf' })).toBe(
      1,
    );
  });

  it("times each render by its page slot's module, and counts pages kept and rendered", async () => {
    await host.request('/EPS/salud-andina-eps/plan-complementario-plata');
    await host.request('/EPS/salud-andina-eps/plan-complementario-plata');
    const text = await scrape();
    expect(
      sample(text, 'qs_host_page_render_duration_seconds_count', {
        slot: 'qs_detail/PlanDetailPage',
        outcome: 'complete',
      }),
    ).toBe(1);
    expect(sample(text, 'qs_host_page_cache_total', { result: 'kept' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'qs_host_page_cache_total', { result: 'rendered' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'qs_host_api_instances', { state: 'in_rotation' })).toBe(1);
  });

  it('keeps its metrics to itself: another host in the same process counts apart', async () => {
    const other = await startHost({ apiUrl: api.url, remotes: REMOTES });
    try {
      const text = (await other.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(text, 'qs_host_http_request_duration_seconds_count', { route: '/remotes.json' })).toBeUndefined();
    } finally {
      await other.stop();
    }
  });
});
