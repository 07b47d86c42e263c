import { allowedScriptOrigins, fetchRegistry, filterForPartner, parseRegistry } from './registry';

const base = 'http://localhost:3000/';
const document = {
  remotes: [
    { name: 'results', entry: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' },
    { name: 'content', entry: 'http://localhost:3004/mf-manifest.json', version: '1.2.0' },
    { name: 'unknown', entry: 'http://localhost:3009/mf-manifest.json', version: '1.0.0' },
    { name: 'detail', entry: 'javascript:alert(1)', version: '1.0.0' },
    { name: 'forms', entry: '/remotes/forms/mf-manifest.json', version: '1.0.0' },
  ],
};

describe('remote registry', () => {
  it('keeps well-formed entries of known slices only, resolving relative URLs', () => {
    expect(parseRegistry(document, base)).toEqual([
      { name: 'results', entry: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' },
      { name: 'content', entry: 'http://localhost:3004/mf-manifest.json', version: '1.2.0' },
      { name: 'forms', entry: 'http://localhost:3000/remotes/forms/mf-manifest.json', version: '1.0.0' },
    ]);
  });

  it('keeps a server entry that is an http(s) URL and drops a malformed one, not its line', () => {
    const withServerEntries = {
      remotes: [
        {
          name: 'detail',
          entry: 'http://localhost:3002/mf-manifest.json',
          version: '1.0.0',
          ssrEntry: 'http://localhost:3002/server/remoteEntry.js',
        },
        {
          name: 'content',
          entry: 'http://localhost:3004/mf-manifest.json',
          version: '1.0.0',
          ssrEntry: '/remotes/content/server/remoteEntry.js',
        },
        {
          name: 'results',
          entry: 'http://localhost:3001/mf-manifest.json',
          version: '1.0.0',
          ssrEntry: 'file:///etc/passwd',
        },
        { name: 'forms', entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0', ssrEntry: 42 },
      ],
    };
    expect(parseRegistry(withServerEntries, base)).toEqual([
      {
        name: 'detail',
        entry: 'http://localhost:3002/mf-manifest.json',
        version: '1.0.0',
        ssrEntry: 'http://localhost:3002/server/remoteEntry.js',
      },
      {
        name: 'content',
        entry: 'http://localhost:3004/mf-manifest.json',
        version: '1.0.0',
        ssrEntry: 'http://localhost:3000/remotes/content/server/remoteEntry.js',
      },
      { name: 'results', entry: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' },
      { name: 'forms', entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0' },
    ]);
  });

  it('keeps the server entries of the slices a partner may load', () => {
    const entries = parseRegistry(
      {
        remotes: [
          {
            name: 'results',
            entry: 'http://localhost:3001/mf-manifest.json',
            version: '1.0.0',
            ssrEntry: 'http://localhost:3001/server/remoteEntry.js',
          },
          {
            name: 'detail',
            entry: 'http://localhost:3002/mf-manifest.json',
            version: '1.0.0',
            ssrEntry: 'http://localhost:3002/server/remoteEntry.js',
          },
        ],
      },
      base,
    );
    expect(filterForPartner(entries, ['detail'])).toEqual([entries[1]]);
    expect(entries[1]?.ssrEntry).toBe('http://localhost:3002/server/remoteEntry.js');
  });

  it('does not allow browser scripts from a server entry origin', () => {
    const entries = parseRegistry(
      {
        remotes: [
          {
            name: 'detail',
            entry: 'http://localhost:3002/mf-manifest.json',
            version: '1.0.0',
            ssrEntry: 'http://ssr.internal:3102/server/remoteEntry.js',
          },
        ],
      },
      base,
    );
    expect([...allowedScriptOrigins(entries, 'http://localhost:3000')].sort()).toEqual([
      'http://localhost:3000',
      'http://localhost:3002',
    ]);
  });

  it('refuses a document without a remotes list', () => {
    expect(() => parseRegistry({}, base)).toThrow('remotes');
  });

  it('filters to the slices a partner may load', () => {
    const entries = parseRegistry(document, base);
    expect(filterForPartner(entries, ['results', 'forms']).map((entry) => entry.name)).toEqual(['results', 'forms']);
    expect(filterForPartner(entries, undefined)).toHaveLength(3);
  });

  it('allows scripts only from the site and the registry origins', () => {
    const origins = allowedScriptOrigins(parseRegistry(document, base), 'http://localhost:3000');
    expect([...origins].sort()).toEqual(['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3004']);
  });

  it('fetches the registry without the browser cache', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, json: async () => document }) as Response);
    await fetchRegistry('/remotes.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });
});
