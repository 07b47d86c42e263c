import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeApi } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';
import { cachedProbe, PROBE_CACHE_MS } from '../../tools/server/health.mjs';
import { trackServerSlices } from './health.mjs';

// The host's /healthz and /readyz (health.mjs, docs/operations.md#health-and-readiness).
const REMOTES = [{ name: 'results', entry: 'http://127.0.0.1:9/mf-manifest.json', version: '1.0.0' }];
/** Nothing listens there: the API is down. */
const API_DOWN = 'http://127.0.0.1:9';

const json = (answer) => JSON.parse(answer.text);
const pastProbeCache = () => new Promise((resolve) => setTimeout(resolve, PROBE_CACHE_MS));

describe('the host says whether it is alive and ready', () => {
  let api;
  let host;
  beforeAll(async () => {
    api = await startFakeApi();
    host = await startHost({
      apiUrl: api.url,
      remotes: REMOTES,
      // Behind a TLS proxy: a plain-http visit is redirected, a probe is not.
      env: { QS_SITE_ORIGIN: 'https://localhost' },
    });
  });
  afterAll(async () => {
    await host?.stop();
    await api?.stop();
  }, HOST_STOP_TIMEOUT);

  it('answers /healthz as JSON, never cached, on the main site and on a partner host name, without asking the API', async () => {
    api.seen.length = 0;
    for (const hostName of ['localhost', 'aliado.localhost', 'nadie.localhost']) {
      const answer = await host.request('/healthz', {
        headers: { host: hostName, 'x-forwarded-proto': 'http', accept: 'text/html' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(json(answer)).toEqual({ status: 'ok' });
    }
    // A page on the same host names goes through the gate and the redirect as before.
    expect(
      (await host.request('/contacto', { headers: { host: 'aliado.localhost', 'x-forwarded-proto': 'http' } })).status,
    ).toBe(301);
    // Not proxied, not looked up: the API heard nothing of the probes.
    expect(api.seen).toEqual([]);
  });

  it('answers /readyz 200 with each check while its build and registry are readable', async () => {
    const answer = await host.request('/readyz', { headers: { host: 'aliado.localhost' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(json(answer)).toEqual({
      status: 'ready',
      checks: {
        shell: { ok: true },
        registry: { ok: true, remotes: 1 },
        api: { ok: true, inRotation: 1, instances: 1 },
        draining: { ok: true },
      },
    });
  });

  it('answers /readyz 503 naming the registry when its file cannot be read, and 200 again once it is back', async () => {
    const saved = readFileSync(host.registryFile);
    unlinkSync(host.registryFile);
    try {
      // The registry's probe is kept for a second (tools/server/health.mjs cachedProbe).
      await pastProbeCache();
      const answer = await host.request('/readyz');
      expect(answer.status).toBe(503);
      expect(answer.headers['cache-control']).toBe('no-store');
      const body = json(answer);
      expect(body.status).toBe('not ready');
      expect(body.failing).toEqual(['registry']);
      expect(body.checks.registry.ok).toBe(false);
      // Alive all the same.
      expect((await host.request('/healthz')).status).toBe(200);
    } finally {
      writeFileSync(host.registryFile, saved);
    }
    await pastProbeCache();
    expect((await host.request('/readyz')).status).toBe(200);
  });

  it('is not a page: another method is not answered by the probes', async () => {
    const answer = await host.request('/readyz', { method: 'POST', body: '' });
    expect(answer.status).toBe(404);
  });
});

describe('a host whose API is down', () => {
  let host;
  beforeAll(async () => {
    host = await startHost({ apiUrl: API_DOWN, remotes: REMOTES });
  });
  afterAll(async () => host?.stop(), HOST_STOP_TIMEOUT);

  it('is alive on any host name and still ready: it serves shells, the API is reported', async () => {
    for (const hostName of ['localhost', 'aliado.localhost']) {
      const alive = await host.request('/healthz', { headers: { host: hostName } });
      expect(alive.status).toBe(200);
      expect(json(alive)).toEqual({ status: 'ok' });
    }
    // The pool learns the instance is down from a request that could not reach it.
    await host.request('/api/anything');
    const ready = await host.request('/readyz', { headers: { host: 'aliado.localhost' } });
    expect(ready.status).toBe(200);
    expect(json(ready).checks.api).toEqual({ ok: true, inRotation: 0, instances: 1 });
  });
});

describe('a host rendering on the server', () => {
  const rendererDir = mkdtempSync(path.join(tmpdir(), 'qs-renderer-'));
  writeFileSync(
    path.join(rendererDir, 'render.js'),
    readFileSync(path.join(__dirname, 'test-support/fake-renderer.cjs')),
  );
  const renderer = createRequire(import.meta.url)(path.join(rendererDir, 'render.js')).state;
  let api;
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(async () => {
    await api?.stop();
    rmSync(rendererDir, { recursive: true, force: true });
  });
  afterEach(() => {
    renderer.failedSlices = [];
  });

  const start = () =>
    startHost({ apiUrl: api.url, remotes: REMOTES, env: { QS_SSR: 'on', QS_HOST_SERVER_DIST: rendererDir } });
  /** /readyz once the load the host started with has ended (it is not ready while it is under way). */
  const readyzAfterLoad = async (host) => {
    for (;;) {
      const answer = await host.request('/readyz');
      if (json(answer).checks.serverSlices.status !== 'loading') return answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('is ready once the slices’ server containers loaded', async () => {
    const host = await start();
    try {
      const answer = await readyzAfterLoad(host);
      expect(answer.status).toBe(200);
      expect(json(answer).checks.serverSlices).toEqual({ ok: true, status: 'loaded' });
    } finally {
      await host.stop();
    }
  });

  it('answers /readyz 503 naming serverSlices when a server container could not be loaded', async () => {
    renderer.failedSlices = ['qs_results/ComparePage'];
    const host = await start();
    try {
      const answer = await readyzAfterLoad(host);
      expect(answer.status).toBe(503);
      const body = json(answer);
      expect(body.failing).toEqual(['serverSlices']);
      expect(body.checks.serverSlices).toEqual({ ok: false, status: 'failed', failed: ['qs_results/ComparePage'] });
      expect((await host.request('/healthz')).status).toBe(200);
    } finally {
      await host.stop();
    }
  });
});

describe('trackServerSlices', () => {
  it('loads again, at most once per interval, after a failed load, and is ready once a load succeeds', async () => {
    let clock = 0;
    const outcomes = [{ failed: ['qs_detail/PlanDetailPage'] }, { failed: [] }];
    let loads = 0;
    const renderer = { loadServerSlices: async () => outcomes[Math.min(loads++, 1)] };
    const slices = trackServerSlices(renderer, async () => ({ remotes: [] }), { retryAfterMs: 1000, now: () => clock });
    await slices.settled();
    expect(slices.check()).toEqual({ ok: false, status: 'failed', failed: ['qs_detail/PlanDetailPage'] });
    expect(loads).toBe(1);
    clock = 999;
    slices.check();
    expect(loads).toBe(1);
    clock = 1000;
    slices.check();
    await slices.settled();
    expect(loads).toBe(2);
    expect(slices.check()).toEqual({ ok: true, status: 'loaded' });
  });

  it('is not ready when the registry cannot be read, nor while the first load is under way', async () => {
    const slices = trackServerSlices({ loadServerSlices: async () => undefined }, async () => {
      throw new Error('ENOENT');
    });
    expect(slices.check()).toEqual({ ok: false, status: 'loading' });
    await slices.settled();
    expect(slices.check()).toEqual({ ok: false, status: 'failed', error: 'ENOENT' });
  });
});

describe('readiness probes are cheap (tools/server/health.mjs)', () => {
  it('asks a dependency at most once a second: probes of that second, concurrent ones too, share its answer', async () => {
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
