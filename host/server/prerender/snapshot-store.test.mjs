import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSnapshotStore, snapshotKey } from './snapshot-store.mjs';

const snapshot = (heading) => ({ html: `<h1>${heading}</h1>`, css: '', stylesheets: [], title: heading, description: '' });

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'qs-snapshots-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the snapshot store', () => {
  it('gives a snapshot back for its key and registry until the TTL ends', async () => {
    let clock = 1_000;
    const store = createSnapshotStore({ dir, ttlMs: 500, now: () => clock });
    const key = snapshotKey('mobile', '/QS-Blog');
    await store.set(key, 'r1', snapshot('Blog'));
    expect((await store.get(key, 'r1'))?.title).toBe('Blog');
    expect(await store.get(snapshotKey('desktop', '/QS-Blog'), 'r1')).toBeNull();
    clock += 499;
    expect(await store.isStale(key, 'r1')).toBe(false);
    clock += 1;
    expect(await store.get(key, 'r1')).toBeNull();
    expect(await store.isStale(key, 'r1')).toBe(true);
  });

  it('says a snapshot is due to be taken again once it has lived half its TTL (refresh-ahead), and serves it still', async () => {
    let clock = 1_000;
    const store = createSnapshotStore({ dir, ttlMs: 500, now: () => clock });
    const key = snapshotKey('mobile', '/');
    await store.set(key, 'r1', snapshot('Inicio'));
    expect(await store.lookup(key, 'r1')).toEqual({ snapshot: snapshot('Inicio'), refreshDue: false });
    expect(await store.isStale(key, 'r1', { refresh: true })).toBe(false);
    clock += 250;
    expect(await store.lookup(key, 'r1')).toEqual({ snapshot: snapshot('Inicio'), refreshDue: true });
    expect(await store.isStale(key, 'r1')).toBe(false);
    expect(await store.isStale(key, 'r1', { refresh: true })).toBe(true);
    // Taken again: a new life.
    await store.set(key, 'r1', snapshot('Inicio'));
    expect((await store.lookup(key, 'r1'))?.refreshDue).toBe(false);
    clock += 500;
    expect(await store.lookup(key, 'r1')).toBeNull();
    expect(await store.lookup(snapshotKey('desktop', '/'), 'r1')).toBeNull();
  });

  it('misses a snapshot taken with another registry (a slice was switched)', async () => {
    const store = createSnapshotStore({ dir });
    await store.set('desktop /', 'r1', snapshot('Inicio'));
    expect(await store.get('desktop /', 'r2')).toBeNull();
  });

  it('is shared: what the writer stores, another instance on the same folder reads, rewrites included', async () => {
    const worker = createSnapshotStore({ dir });
    const host = createSnapshotStore({ dir });
    expect(await host.get('desktop /', 'r1')).toBeNull();
    await worker.set('desktop /', 'r1', snapshot('Inicio'));
    expect((await host.get('desktop /', 'r1'))?.title).toBe('Inicio');
    await worker.set('desktop /', 'r1', snapshot('Inicio 2'));
    expect((await host.get('desktop /', 'r1'))?.title).toBe('Inicio 2');
    expect(await host.size()).toBe(1);
    // Only whole files: no temporary file is left behind.
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('keeps at most maxEntries, dropping the oldest written', async () => {
    const store = createSnapshotStore({ dir, maxEntries: 2 });
    await store.set('desktop /a', 'r', snapshot('a'));
    await store.set('desktop /b', 'r', snapshot('b'));
    await store.set('desktop /a', 'r', snapshot('a2'));
    await store.set('desktop /c', 'r', snapshot('c'));
    expect(await store.size()).toBe(2);
    expect(await store.get('desktop /b', 'r')).toBeNull();
    // Full: a new key would push one out, a key it holds would not.
    expect(await store.wouldEvict('desktop /d')).toBe(true);
    expect(await store.wouldEvict('desktop /c')).toBe(false);
    expect((await store.get('desktop /a', 'r'))?.title).toBe('a2');
    expect((await store.get('desktop /c', 'r'))?.title).toBe('c');
  });

  it('keeps the pinned warm set: a full store drops the oldest page a visitor asked for instead', async () => {
    const store = createSnapshotStore({ dir, maxEntries: 3 });
    await store.set('mobile /', 'r', snapshot('Inicio'), { pinned: true });
    await store.set('mobile /QS-Blog', 'r', snapshot('Blog'), { pinned: true });
    await store.set('mobile /EPS/a/1', 'r', snapshot('1'));
    await store.set('mobile /EPS/a/2', 'r', snapshot('2'));
    // A visitor's capture of a pinned page keeps it pinned.
    await store.set('mobile /', 'r', snapshot('Inicio 2'));
    await store.set('mobile /EPS/a/3', 'r', snapshot('3'));
    expect((await store.get('mobile /', 'r'))?.title).toBe('Inicio 2');
    expect((await store.get('mobile /QS-Blog', 'r'))?.title).toBe('Blog');
    expect(await store.get('mobile /EPS/a/1', 'r')).toBeNull();
    expect(await store.get('mobile /EPS/a/2', 'r')).toBeNull();
    expect((await store.get('mobile /EPS/a/3', 'r'))?.title).toBe('3');
    expect(await store.size()).toBe(3);
  });

  it('drops expired snapshots before live ones when full', async () => {
    let clock = 0;
    const store = createSnapshotStore({ dir, maxEntries: 2, ttlMs: 120, now: () => clock });
    await store.set('desktop /old', 'r', snapshot('old'), { pinned: true });
    clock = 50;
    await store.set('desktop /b', 'r', snapshot('b'));
    clock = 150;
    await store.set('desktop /c', 'r', snapshot('c'));
    expect(await store.size()).toBe(2);
    expect((await store.get('desktop /b', 'r'))?.title).toBe('b');
    expect((await store.get('desktop /c', 'r'))?.title).toBe('c');
  });

  it("gives a page's frame past its snapshot's TTL, until the frame's own, and only with the same registry", async () => {
    let clock = 1_000;
    const store = createSnapshotStore({ dir, ttlMs: 500, frameTtlMs: 5_000, now: () => clock });
    const key = snapshotKey('mobile', '/Comparar/EPS');
    const page = { ...snapshot('EPS'), frame: '<h1>EPS</h1><div aria-busy="true"></div>' };
    await store.set(key, 'r1', page);
    expect(await store.lookupFrame(key, 'r1')).toEqual({ snapshot: page, expired: false, refreshDue: false });
    clock += 250;
    expect(await store.lookupFrame(key, 'r1')).toEqual({ snapshot: page, expired: false, refreshDue: true });
    // The snapshot is over: the page is not sent, its frame still is, marked so that the page is taken again.
    clock += 250;
    expect(await store.lookup(key, 'r1')).toBeNull();
    expect(await store.isStale(key, 'r1')).toBe(true);
    expect(await store.lookupFrame(key, 'r1')).toEqual({ snapshot: page, expired: true, refreshDue: false });
    expect(await store.lookupFrame(key, 'r2')).toBeNull();
    clock = 1_000 + 4_999;
    expect((await store.lookupFrame(key, 'r1'))?.expired).toBe(true);
    clock += 1;
    expect(await store.lookupFrame(key, 'r1')).toBeNull();
    // A page without a frame has none to give.
    await store.set(snapshotKey('mobile', '/QS-Blog'), 'r1', snapshot('Blog'));
    expect(await store.lookupFrame(snapshotKey('mobile', '/QS-Blog'), 'r1')).toBeNull();
  });

  it('keeps a frame still of use before an entry whose snapshot and frame are both over, when full', async () => {
    let clock = 0;
    const store = createSnapshotStore({ dir, maxEntries: 2, ttlMs: 100, frameTtlMs: 1_000, now: () => clock });
    await store.set('desktop /Comparar/EPS', 'r', { ...snapshot('EPS'), frame: '<h1>EPS</h1>' });
    await store.set('desktop /QS-Blog', 'r', snapshot('Blog'));
    clock = 200;
    await store.set('desktop /c', 'r', snapshot('c'));
    expect(readdirSync(dir).filter((name) => name.endsWith('.json'))).toHaveLength(2);
    expect((await store.lookupFrame('desktop /Comparar/EPS', 'r'))?.expired).toBe(true);
    expect(await store.get('desktop /QS-Blog', 'r')).toBeNull();
  });
});
