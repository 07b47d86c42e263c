import { startPrerenderingHost } from '../test-support/fake-capture-worker.mjs';
import { HOST_STOP_TIMEOUT } from '../test-support/host-server.mjs';
import { createRefreshAhead } from './refresh-ahead.mjs';
import { createSnapshotStore, registryVersion, snapshotKey } from './snapshot-store.mjs';

describe('createRefreshAhead', () => {
  it("sends a served page as background work marked refresh, once a minute per page and variant", () => {
    let clock = 0;
    const enqueue = jest.fn(async () => true);
    const refresh = createRefreshAhead({ enqueue, now: () => clock });
    expect(refresh({ pathname: '/', variant: 'mobile', version: 'v1' })).toBe(true);
    expect(enqueue).toHaveBeenLastCalledWith([{ pathname: '/', variant: 'mobile', version: 'v1', low: true, refresh: true }]);
    // Every visitor of the minute after it gets the snapshot; the worker is asked once.
    clock += 59_999;
    expect(refresh({ pathname: '/', variant: 'mobile', version: 'v1' })).toBe(false);
    // Another variant, another partner's page, are other snapshots.
    expect(refresh({ pathname: '/', variant: 'desktop', version: 'v1' })).toBe(true);
    expect(refresh({ pathname: '/', variant: 'mobile', version: 'v1', partner: 'aliado' })).toBe(true);
    expect(enqueue).toHaveBeenLastCalledWith([{ pathname: '/', variant: 'mobile', version: 'v1', partner: 'aliado', low: true, refresh: true }]);
    clock += 1;
    expect(refresh({ pathname: '/', variant: 'mobile', version: 'v1' })).toBe(true);
    expect(enqueue).toHaveBeenCalledTimes(4);
  });

  it('remembers a bounded number of pages, forgetting the longest-sent first', () => {
    const enqueue = jest.fn(async () => true);
    const refresh = createRefreshAhead({ enqueue, now: () => 0, maxRemembered: 2 });
    for (const pathname of ['/a', '/b', '/c']) refresh({ pathname, variant: 'mobile', version: 'v1' });
    expect(refresh({ pathname: '/c', variant: 'mobile', version: 'v1' })).toBe(false);
    expect(refresh({ pathname: '/a', variant: 'mobile', version: 'v1' })).toBe(true);
  });
});

describe('a host serving a snapshot past half its TTL', () => {
  const PHONE = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  const TOKEN = 'refresh-ahead-test-token';
  const TTL = 10 * 60_000;
  const remotes = [{ name: 'content', entry: 'http://127.0.0.1:9/mf-manifest.json', version: '1.0.0' }];
  let started;
  let dir;
  let host;
  /** @type {object[]} */
  let jobs;

  beforeAll(async () => {
    started = await startPrerenderingHost({ remotes, token: TOKEN, env: { QS_PRERENDER_WARM: '0' } });
    ({ dir, host } = started);
    jobs = started.worker.jobs;
  });
  afterAll(() => started?.stop(), HOST_STOP_TIMEOUT);

  /** Stores the home page's phone snapshot as the capture worker would have, `age` ms ago. */
  const storeHome = async (age) => {
    const store = createSnapshotStore({ dir, ttlMs: TTL, now: () => Date.now() - age });
    await store.set(snapshotKey('mobile', '/'), registryVersion(remotes), { html: '<h1>Inicio</h1>', css: '', stylesheets: [], title: 'Inicio', description: '' });
  };
  const askHome = async () => (await host.request('/', { headers: { accept: 'text/html', 'user-agent': PHONE, host: 'localhost' } })).text;
  const refreshJobs = () => jobs.filter((job) => job.refresh);

  it('serves a fresh snapshot and asks for nothing', async () => {
    await storeHome(60_000);
    expect(await askHome()).toContain('<h1>Inicio</h1>');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(jobs).toEqual([]);
  });

  it('serves it and asks the worker, once, to take the page again in the background', async () => {
    await storeHome(TTL / 2 + 1000);
    expect(await askHome()).toContain('<h1>Inicio</h1>');
    expect(await askHome()).toContain('<h1>Inicio</h1>');
    for (let attempt = 0; attempt < 50 && refreshJobs().length === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refreshJobs()).toEqual([{ pathname: '/', variant: 'mobile', version: registryVersion(remotes), low: true, refresh: true }]);
  });

  it("sends a comparator whose snapshot has expired its frame, and asks for the page again (ADR 0007, 'A frame outlives its snapshot')", async () => {
    const key = snapshotKey('mobile', '/Comparar/EPS');
    const store = createSnapshotStore({ dir, ttlMs: TTL, now: () => Date.now() - TTL - 60_000 });
    await store.set(key, registryVersion(remotes), { html: '<h1>EPS</h1><p>Plan Oro</p>', frame: '<h1>EPS</h1><div aria-busy="true"></div>', css: '', stylesheets: [], title: 'EPS', description: '' });
    const ask = async (address) => (await host.request(address, { headers: { accept: 'text/html', 'user-agent': PHONE, host: 'localhost' } })).text;
    const jobsFor = () => jobs.filter((job) => job.pathname === '/Comparar/EPS' && !job.refresh);
    for (const address of ['/Comparar/EPS', '/Comparar/EPS?utm_source=google', '/Comparar/EPS?pagina=2']) {
      const html = await ask(address);
      expect({ address, frame: html.includes('<div id="qs-prerendered" data-qs-frame>') }).toEqual({ address, frame: true });
      // The expired page's plans are never sent, only the frame's heading.
      expect(html).toContain('<h1>EPS</h1><div aria-busy="true"></div>');
      expect(html).not.toContain('Plan Oro');
    }
    for (let attempt = 0; attempt < 50 && jobsFor().length < 3; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(jobsFor().length).toBeGreaterThanOrEqual(3);
    // Past the frame's own TTL: the live page.
    const older = createSnapshotStore({ dir, ttlMs: TTL, now: () => Date.now() - 2 * 60 * 60_000 });
    await older.set(key, registryVersion(remotes), { html: '<h1>EPS</h1>', frame: '<h1>EPS</h1><div aria-busy="true"></div>', css: '', stylesheets: [], title: 'EPS', description: '' });
    expect(await ask('/Comparar/EPS')).not.toContain('qs-prerendered');
  });
});
