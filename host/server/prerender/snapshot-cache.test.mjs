import { createSnapshotCache, snapshotKey } from './snapshot-cache.mjs';

const snapshot = (heading) => ({ html: `<h1>${heading}</h1>`, css: '', stylesheets: [], title: heading, description: '' });

describe('snapshot cache', () => {
  it('gives a snapshot back for its key and registry until the TTL ends', () => {
    let clock = 1_000;
    const cache = createSnapshotCache({ ttlMs: 500, now: () => clock });
    const key = snapshotKey('mobile', '/QS-Blog');
    cache.set(key, 'r1', snapshot('Blog'));
    expect(cache.get(key, 'r1')?.title).toBe('Blog');
    expect(cache.get(snapshotKey('desktop', '/QS-Blog'), 'r1')).toBeNull();
    clock += 499;
    expect(cache.isStale(key, 'r1')).toBe(false);
    clock += 1;
    expect(cache.get(key, 'r1')).toBeNull();
    expect(cache.isStale(key, 'r1')).toBe(true);
  });

  it('misses a snapshot taken with another registry (a slice was switched)', () => {
    const cache = createSnapshotCache();
    cache.set('desktop /', 'r1', snapshot('Inicio'));
    expect(cache.get('desktop /', 'r2')).toBeNull();
  });

  it('keeps at most maxEntries, dropping the oldest written', () => {
    const cache = createSnapshotCache({ maxEntries: 2 });
    cache.set('desktop /a', 'r', snapshot('a'));
    cache.set('desktop /b', 'r', snapshot('b'));
    cache.set('desktop /a', 'r', snapshot('a2'));
    cache.set('desktop /c', 'r', snapshot('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('desktop /b', 'r')).toBeNull();
    // Full: a new key would push one out, a key it holds would not.
    expect(cache.wouldEvict('desktop /d')).toBe(true);
    expect(cache.wouldEvict('desktop /c')).toBe(false);
    expect(cache.get('desktop /a', 'r')?.title).toBe('a2');
    expect(cache.get('desktop /c', 'r')?.title).toBe('c');
  });

  it('keeps the pinned warm set: a full cache drops the oldest page a visitor asked for instead', () => {
    const cache = createSnapshotCache({ maxEntries: 3 });
    cache.set('mobile /', 'r', snapshot('Inicio'), { pinned: true });
    cache.set('mobile /QS-Blog', 'r', snapshot('Blog'), { pinned: true });
    cache.set('mobile /EPS/a/1', 'r', snapshot('1'));
    cache.set('mobile /EPS/a/2', 'r', snapshot('2'));
    // A visitor's capture of a pinned page keeps it pinned.
    cache.set('mobile /', 'r', snapshot('Inicio 2'));
    cache.set('mobile /EPS/a/3', 'r', snapshot('3'));
    expect(cache.get('mobile /', 'r')?.title).toBe('Inicio 2');
    expect(cache.get('mobile /QS-Blog', 'r')?.title).toBe('Blog');
    expect(cache.get('mobile /EPS/a/1', 'r')).toBeNull();
    expect(cache.get('mobile /EPS/a/2', 'r')).toBeNull();
    expect(cache.get('mobile /EPS/a/3', 'r')?.title).toBe('3');
    expect(cache.size).toBe(3);
  });
});
