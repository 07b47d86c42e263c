import { checkRepository, fingerprint, pendingReleases, releaseProblems } from './shared-code-release.mjs';

// Shared code changes only with a changeset (docs/adr/0021-shared-code-versions.md).
describe('shared code releases', () => {
  it('every change of @qs/shared or @qs/contract since its last release has a pending changeset', () => {
    expect(checkRepository()).toEqual([]);
  });

  it('fingerprints sources by path and content, not by order or by the version line', () => {
    const pkg = (version) => JSON.stringify({ name: '@qs/shared', version, dependencies: { rxjs: '^7.8.2' } });
    /** @type {Array<[string, string]>} */
    const files = [
      ['package.json', pkg('1.0.0')],
      ['src/a.ts', 'export const a = 1;'],
      ['src/b.ts', 'export const b = 2;'],
    ];
    const same = fingerprint(files);
    expect(fingerprint([...files].reverse())).toBe(same);
    expect(fingerprint([['package.json', pkg('1.1.0')], ...files.slice(1)])).toBe(same);
    expect(fingerprint([...files.slice(0, 2), ['src/b.ts', 'export const b = 3;']])).not.toBe(same);
    expect(fingerprint([...files.slice(0, 2), ['src/c.ts', 'export const b = 2;']])).not.toBe(same);
  });

  it('reads the packages a changeset releases from its front matter', () => {
    const changeset = "---\n'@qs/shared': minor\n\"@qs/contract\": patch\n---\n\n'@qs/host': major is only text\n";
    expect(pendingReleases([changeset, '# no front matter'])).toEqual(new Set(['@qs/shared', '@qs/contract']));
  });

  it('names a package changed without a changeset, and a version moved by hand', () => {
    const record = {
      '@qs/shared': { version: '1.0.0', sources: 'a' },
      '@qs/contract': { version: '1.0.0', sources: 'b' },
    };
    const current = {
      '@qs/shared': { version: '1.0.0', sources: 'changed' },
      '@qs/contract': { version: '1.0.1', sources: 'b' },
    };
    expect(releaseProblems({ record, current, pending: new Set() })).toEqual([
      '@qs/shared changed since its release 1.0.0 with no changeset: run `npx changeset` and describe the change',
      '@qs/contract is at 1.0.1 but its last release was 1.0.0: versions move only with `npm run version:packages`',
    ]);
    expect(
      releaseProblems({ record, current: { '@qs/shared': current['@qs/shared'] }, pending: new Set(['@qs/shared']) }),
    ).toEqual([]);
  });
});
