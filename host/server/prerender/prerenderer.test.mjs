import { RECENT_CAPTURES, capturePage, createPrerenderer, linkedPublicPaths, resolverRules } from './prerenderer.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KIND_FRAME_TTL_MS, createSnapshotStore } from './snapshot-store.mjs';
import { kindFrameKey } from './snapshot-page.mjs';

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
/** Until the queue is empty (the store is files: a job takes a few turns of the event loop). */
const drain = async (prerenderer) => {
  for (let i = 0; i < 400 && prerenderer.pending; i += 1) await settle();
};
/** Until `done()` holds, a few seconds at most. */
const until = async (done) => {
  for (let i = 0; i < 1000 && !done(); i += 1) await settle();
  expect(done()).toBe(true);
};
/** @typedef {import('./prerenderer.mjs').Capture} Capture */
const fakeBrowser = () => /** @type {any} */ ({ close: jest.fn(async () => undefined) });

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'qs-prerender-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const newStore = (options = {}) => createSnapshotStore({ dir, ...options });
/**
 * @param {Capture} capture
 * @param {Partial<Parameters<typeof createPrerenderer>[0]>} [options]
 */
const setUp = (capture, options = {}) => {
  const store = options.store ?? newStore();
  const launch = jest.fn(async () => fakeBrowser());
  const prerenderer = createPrerenderer({ siteUrl: 'http://localhost:3000', store, token: 't', capture, launch, ...options });
  return { store, launch, prerenderer };
};

describe('the prerenderer queue', () => {
  it('takes one page at a time, stores it, and queues the public pages it links to', async () => {
    let active = 0;
    let most = 0;
    const capture = jest.fn(async (_browser, { pathname }) => {
      active += 1;
      most = Math.max(most, active);
      await settle();
      active -= 1;
      return { html: pathname === '/EPS/salud-andina-eps' ? '<a href="/EPS/salud-andina-eps/plan-oro">Plan</a><a href="/Compra-Online">x</a>' : '<h1>x</h1>', css: '', stylesheets: [] };
    });
    const { store, launch, prerenderer } = setUp(capture);
    prerenderer.enqueue('/EPS/salud-andina-eps', 'desktop', { version: 'r1' });
    prerenderer.enqueue('/QS-Blog', 'desktop', { version: 'r1' });
    expect(prerenderer.enqueue('/QS-Blog', 'desktop', { version: 'r1' })).toBe(false);
    await drain(prerenderer);
    expect(most).toBe(1);
    expect(capture.mock.calls.map(([, job]) => job.pathname)).toEqual(['/EPS/salud-andina-eps', '/QS-Blog', '/EPS/salud-andina-eps/plan-oro']);
    expect(await store.get('desktop /EPS/salud-andina-eps/plan-oro', 'r1')).not.toBeNull();
    expect(launch).toHaveBeenCalledTimes(1);
    await prerenderer.close();
  });

  it("takes a partner's page on its host name, keyed apart from the main site's, and its links for that partner too", async () => {
    const capture = jest.fn(async (_browser, { pathname }) => ({ html: pathname === '/Comparar/EPS' ? '<a href="/EPS/a/plan-1">Plan</a>' : '<h1>x</h1>', css: '', stylesheets: [] }));
    const { store, prerenderer } = setUp(capture);
    prerenderer.enqueue('/Comparar/EPS', 'mobile', { version: 'r1', partner: 'aliado' });
    // The main site's page is another job, and so is a results view of the partner's.
    expect(prerenderer.enqueue('/Comparar/EPS', 'mobile', { version: 'r1' })).toBe(true);
    expect(prerenderer.enqueue('/Comparar/EPS?pagina=2', 'mobile', { version: 'r1', partner: 'aliado' })).toBe(true);
    await drain(prerenderer);
    expect(capture.mock.calls.map(([, job]) => [job.partner, job.pathname])).toEqual([
      ['aliado', '/Comparar/EPS'],
      [null, '/Comparar/EPS'],
      ['aliado', '/Comparar/EPS?pagina=2'],
      ['aliado', '/EPS/a/plan-1'],
      [null, '/EPS/a/plan-1'],
    ]);
    expect(await store.get('mobile aliado/EPS/a/plan-1', 'r1')).not.toBeNull();
    expect(await store.get('mobile aliado/Comparar/EPS?pagina=2', 'r1')).not.toBeNull();
    await prerenderer.close();
  });

  it("keeps a plan page's kind frame apart, per viewport and partner, for as long as a kind frame lives; the page's own snapshot without it", async () => {
    let clock = 1_000_000;
    const store = newStore({ now: () => clock });
    const kindFrame = '<h1 data-qs-field="displayName"></h1>';
    const capture = jest.fn(async () => ({ html: '<h1 data-qs-field="displayName">Plan Oro</h1>', css: 'h1{}', stylesheets: [], frame: null, kindFrame }));
    const { prerenderer } = setUp(capture, { store, now: () => clock });
    prerenderer.enqueue('/EPS/salud-andina-eps/plan-oro', 'mobile', { version: 'r1', partner: 'aliado' });
    // A tab of a plan is laid out otherwise: its kind frame is not kept.
    prerenderer.enqueue('/EPS/salud-andina-eps/plan-plata/Coberturas', 'desktop', { version: 'r1' });
    await drain(prerenderer);
    const kind = '/EPS/:urlOrganization/:insuranceUrl/*';
    expect((await store.get('mobile aliado/EPS/salud-andina-eps/plan-oro', 'r1'))?.kindFrame).toBeUndefined();
    expect(await store.lookupFrame(kindFrameKey('mobile', kind), 'r1')).toBeNull();
    expect(await store.lookupFrame(kindFrameKey('desktop', kind), 'r1')).toBeNull();
    const found = await store.lookupFrame(kindFrameKey('mobile', kind, 'aliado'), 'r1');
    expect(found?.snapshot).toEqual({ html: '', frame: kindFrame, css: 'h1{}', stylesheets: [] });
    // Never a page's snapshot, and kept a day; another registry is a miss.
    expect(await store.get(kindFrameKey('mobile', kind, 'aliado'), 'r1')).toBeNull();
    expect(await store.lookupFrame(kindFrameKey('mobile', kind, 'aliado'), 'r2')).toBeNull();
    clock += KIND_FRAME_TTL_MS - 1;
    expect(await store.lookupFrame(kindFrameKey('mobile', kind, 'aliado'), 'r1')).not.toBeNull();
    clock += 1;
    expect(await store.lookupFrame(kindFrameKey('mobile', kind, 'aliado'), 'r1')).toBeNull();
    await prerenderer.close();
  });

  it('does not try a page that gave no snapshot again until the back-off ends, and skips fresh ones', async () => {
    let clock = 0;
    const capture = jest.fn(/** @type {Capture} */ (async () => null));
    const { store, prerenderer } = setUp(capture, { now: () => clock, failureBackoffMs: 1000 });
    prerenderer.enqueue('/no-existe', 'mobile', { version: 'r1' });
    await drain(prerenderer);
    expect(prerenderer.enqueue('/no-existe', 'mobile', { version: 'r1' })).toBe(false);
    clock = 1001;
    expect(prerenderer.enqueue('/no-existe', 'mobile', { version: 'r1' })).toBe(true);
    await drain(prerenderer);
    await store.set('mobile /', 'r1', { html: '', css: '', stylesheets: [] });
    prerenderer.enqueue('/', 'mobile', { version: 'r1' });
    await drain(prerenderer);
    expect(capture).toHaveBeenCalledTimes(2);
    await prerenderer.close();
  });

  it('does background work only while the store has room; a visitor\'s miss is always taken', async () => {
    const capture = jest.fn(/** @type {Capture} */ (async () => ({ html: '<a href="/QS-Blog/otro">otro</a>', css: '', stylesheets: [] })));
    const { store, prerenderer } = setUp(capture, { store: newStore({ maxEntries: 2 }) });
    prerenderer.enqueue('/', 'desktop', { version: 'r1', low: true });
    prerenderer.enqueue('/QS-Blog', 'desktop', { version: 'r1', low: true });
    prerenderer.enqueue('/Comparar/EPS', 'desktop', { version: 'r1', low: true });
    await drain(prerenderer);
    // Two fill the store; the third and the linked page would each push one out.
    expect(capture.mock.calls.map(([, job]) => job.pathname)).toEqual(['/', '/QS-Blog']);
    expect(await store.size()).toBe(2);
    prerenderer.enqueue('/Comparar/EPS', 'desktop', { version: 'r1' });
    await drain(prerenderer);
    expect(capture.mock.calls.map(([, job]) => job.pathname)).toEqual(['/', '/QS-Blog', '/Comparar/EPS']);
    expect(await store.get('desktop /Comparar/EPS', 'r1')).not.toBeNull();
    await prerenderer.close();
  });

  it('takes only the pages asked for when it does not follow links (no warm-up)', async () => {
    const capture = jest.fn(/** @type {Capture} */ (async () => ({ html: '<a href="/QS-Blog/otro">otro</a>', css: '', stylesheets: [] })));
    const { prerenderer } = setUp(capture, { followLinks: false });
    prerenderer.enqueue('/QS-Blog', 'mobile', { version: 'r1' });
    await drain(prerenderer);
    expect(capture.mock.calls.map(([, job]) => job.pathname)).toEqual(['/QS-Blog']);
    await prerenderer.close();
  });

  it("takes a visitor's miss before the warm-up", async () => {
    const capture = jest.fn(/** @type {Capture} */ (async () => ({ html: '', css: '', stylesheets: [] })));
    const { prerenderer } = setUp(capture);
    prerenderer.enqueue('/', 'desktop', { version: 'r1', low: true });
    prerenderer.enqueue('/QS-Blog', 'desktop', { version: 'r1', low: true });
    prerenderer.enqueue('/Comparar/EPS', 'desktop', { version: 'r1' });
    await drain(prerenderer);
    expect(capture.mock.calls.map(([, job]) => job.pathname)).toEqual(['/', '/Comparar/EPS', '/QS-Blog']);
    await prerenderer.close();
  });

  it('lists its last captures, numbered as it counts them, and only those that gave a snapshot', async () => {
    const capture = jest.fn(/** @type {Capture} */ (async (_browser, { pathname }) => (pathname === '/falla' ? null : { html: '', css: '', stylesheets: [] })));
    const { prerenderer } = setUp(capture, { followLinks: false });
    prerenderer.enqueue('/QS-Blog', 'mobile', { version: 'r1' });
    prerenderer.enqueue('/falla', 'mobile', { version: 'r1' });
    prerenderer.enqueue('/Comparar/EPS', 'desktop', { version: 'r1', partner: 'aliado' });
    await drain(prerenderer);
    expect(prerenderer.captured).toBe(2);
    expect(prerenderer.recent).toEqual([
      { number: 1, key: 'mobile /QS-Blog' },
      { number: 2, key: 'desktop aliado/Comparar/EPS' },
    ]);
    // Bounded: only the last RECENT_CAPTURES stay.
    for (let i = 0; i < RECENT_CAPTURES; i += 1) prerenderer.enqueue(`/QS-Blog/articulo-${i}`, 'desktop', { version: 'r1' });
    await drain(prerenderer);
    const { recent } = prerenderer;
    expect(recent).toHaveLength(RECENT_CAPTURES);
    expect(recent[0]).toEqual({ number: 3, key: 'desktop /QS-Blog/articulo-0' });
    expect(recent.at(-1)).toEqual({ number: RECENT_CAPTURES + 2, key: `desktop /QS-Blog/articulo-${RECENT_CAPTURES - 1}` });
    await prerenderer.close();
  });

  it('bounds the queue', async () => {
    const { prerenderer } = setUp(() => new Promise(() => undefined), { maxQueue: 2 });
    expect(['/a', '/b', '/c', '/d'].map((path) => prerenderer.enqueue(path, 'desktop', { version: 'r1' }))).toEqual([true, true, true, false]);
    await prerenderer.close();
  });

  it("gives each client at most its share of the queue, and its share back when a job is done", async () => {
    /** @type {() => void} */
    let finish = () => undefined;
    const capture = jest.fn(/** @type {Capture} */ (() => new Promise((resolve) => (finish = () => resolve({ html: '', css: '', stylesheets: [] })))));
    const { prerenderer } = setUp(capture, { maxQueue: 10, maxPerClient: 2, followLinks: false });
    expect(['/EPS/x/1', '/EPS/x/2', '/EPS/x/3'].map((path) => prerenderer.enqueue(path, 'mobile', { version: 'r1', client: '203.0.113.9' }))).toEqual([true, true, false]);
    // Another visitor still gets their misses taken.
    expect(prerenderer.enqueue('/QS-Blog', 'mobile', { version: 'r1', client: '198.51.100.7' })).toBe(true);
    // Wait on what happened, not on a count of turns (the store writes files, slower on a loaded machine):
    // the first capture has started; once it is stored, the queue starts the next one.
    await until(() => capture.mock.calls.length === 1);
    finish();
    await until(() => capture.mock.calls.length === 2);
    expect(prerenderer.enqueue('/EPS/x/3', 'mobile', { version: 'r1', client: '203.0.113.9' })).toBe(true);
    await prerenderer.close();
  });

  it('refuses a path that is not of this site before Chromium sees it', async () => {
    const { prerenderer } = setUp(jest.fn());
    expect(prerenderer.enqueue('//evil.example/x', 'desktop', { version: 'r1' })).toBe(false);
    const browser = /** @type {any} */ ({ newContext: jest.fn() });
    const log = jest.fn();
    for (const pathname of ['//evil.example/x', '/%2e//evil.example/x', '/a/../b']) {
      await expect(capturePage(browser, { siteUrl: 'http://localhost:3000', pathname, variant: 'desktop', token: 't', log })).resolves.toBeNull();
    }
    expect(browser.newContext).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('prerender: no snapshot of //evil.example/x (desktop): not a page of this site');
    // Nor a query the page's snapshot is not keyed by, nor a partner label no host name can have.
    expect(prerenderer.enqueue('/Comparar/EPS?comparar=1', 'desktop', { version: 'r1' })).toBe(false);
    expect(prerenderer.enqueue('/Comparar/EPS?tipos=B&pagina=2', 'desktop', { version: 'r1' })).toBe(false);
    expect(prerenderer.enqueue('/Comparar/EPS', 'desktop', { version: 'r1', partner: 'evil.example/x' })).toBe(false);
    await expect(capturePage(browser, { siteUrl: 'http://localhost:3000', pathname: '/', partner: '-x', variant: 'desktop', token: 't', log })).resolves.toBeNull();
    await prerenderer.close();
  });

  it('takes the pinned warm set even when the store is full of pages visitors asked for', async () => {
    const capture = jest.fn(/** @type {Capture} */ (async () => ({ html: '', css: '', stylesheets: [] })));
    const store = newStore({ maxEntries: 1 });
    await store.set('desktop /EPS/a/1', 'r1', { html: '', css: '', stylesheets: [] });
    const { prerenderer } = setUp(capture, { store, followLinks: false });
    prerenderer.enqueue('/QS-Blog/otro', 'desktop', { version: 'r1', low: true });
    prerenderer.enqueue('/', 'desktop', { version: 'r1', low: true, pinned: true });
    await drain(prerenderer);
    expect(capture.mock.calls.map(([, job]) => job.pathname)).toEqual(['/']);
    expect(await store.get('desktop /', 'r1')).not.toBeNull();
    await prerenderer.close();
  });

  it('takes a refresh of a page again only once it has lived half its TTL, and keeps it pinned', async () => {
    let clock = 1_000_000;
    const capture = jest.fn(/** @type {Capture} */ (async () => ({ html: '<h1>nuevo</h1>', css: '', stylesheets: [] })));
    const store = newStore({ ttlMs: 1000, now: () => clock });
    await store.set('mobile /', 'r1', { html: '<h1>viejo</h1>', css: '', stylesheets: [] }, { pinned: true });
    const { prerenderer } = setUp(capture, { store, followLinks: false, now: () => clock });
    clock += 499;
    prerenderer.enqueue('/', 'mobile', { version: 'r1', low: true, refresh: true });
    await drain(prerenderer);
    expect(capture).not.toHaveBeenCalled();
    clock += 1;
    expect((await store.lookup('mobile /', 'r1'))?.refreshDue).toBe(true);
    prerenderer.enqueue('/', 'mobile', { version: 'r1', low: true, refresh: true });
    await drain(prerenderer);
    expect(capture).toHaveBeenCalledTimes(1);
    expect(await store.lookup('mobile /', 'r1')).toEqual({ snapshot: expect.objectContaining({ html: '<h1>nuevo</h1>' }), refreshDue: false });
    // Still the warm set's: the same folder, full, drops a visitor's page rather than it.
    const full = newStore({ maxEntries: 1, ttlMs: 1000, now: () => clock });
    await full.set('mobile /EPS', 'r1', { html: '', css: '', stylesheets: [] });
    expect(await full.get('mobile /', 'r1')).not.toBeNull();
    // A plain job (a visitor's miss elsewhere) does not retake a snapshot that is still valid.
    clock += 600;
    prerenderer.enqueue('/', 'mobile', { version: 'r1' });
    await drain(prerenderer);
    expect(capture).toHaveBeenCalledTimes(1);
    await prerenderer.close();
  });

  it('finds the public pages a snapshot links to', () => {
    expect(linkedPublicPaths('<a href="/EPS/a/b">1</a><a href="/EPS/a/b#x">2</a><a href="https://x.co/">3</a><a href="/v1">4</a>')).toEqual(['/EPS/a/b']);
  });
});

describe("the prerenderer's Chromium on the site's domain", () => {
  it("resolves the site's name to the address the host listens on, so its pages have the site's origin", () => {
    expect(resolverRules('http://quieroseguro.test:3000', '127.0.0.2')).toEqual(['--host-resolver-rules=MAP quieroseguro.test 127.0.0.2,MAP *.quieroseguro.test 127.0.0.2']);
    expect(resolverRules('http://quieroseguro.co:3000', '0.0.0.0')).toEqual(['--host-resolver-rules=MAP quieroseguro.co 127.0.0.1,MAP *.quieroseguro.co 127.0.0.1']);
    expect(resolverRules('http://quieroseguro.co:3000', 'localhost')).toEqual(['--host-resolver-rules=MAP quieroseguro.co 127.0.0.1,MAP *.quieroseguro.co 127.0.0.1']);
  });

  it('needs no rule on localhost', () => {
    expect(resolverRules('http://localhost:3000', 'localhost')).toEqual([]);
  });
});
