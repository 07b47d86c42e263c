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
