import { loadRegistry, readInlineRegistry } from './inline-registry';

const results = { name: 'results', entry: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' };

const pageWith = (json: string | null) => {
  const doc = document.implementation.createHTMLDocument('shell');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'qs-registry';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
};

describe('readInlineRegistry', () => {
  it('reads the registry the server wrote into the page, validated like /remotes.json', () => {
    const json = JSON.stringify({
      remotes: [results, { name: 'intruso', entry: 'http://evil.example/m.json', version: '1' }],
    });
    expect(readInlineRegistry(pageWith(json))).toEqual([results]);
  });

  it('reads the escaped form the server writes (no "<" can close the element)', () => {
    const json = JSON.stringify({ remotes: [{ ...results, version: '</script>' }] }).replace(/</g, '\\u003c');
    expect(readInlineRegistry(pageWith(json))?.[0]?.version).toBe('</script>');
  });

  it('is null without the element or with text that is not a registry', () => {
    expect(readInlineRegistry(pageWith(null))).toBeNull();
    expect(readInlineRegistry(pageWith('{no es json'))).toBeNull();
    expect(readInlineRegistry(pageWith('{"otra":"cosa"}'))).toBeNull();
  });
});

describe('loadRegistry', () => {
  it('asks /remotes.json only when the page carries no registry', async () => {
    const fetchMock = jest.fn(
      async () => ({ ok: true, status: 200, json: async () => ({ remotes: [results] }) }) as Response,
    );
    global.fetch = fetchMock as typeof fetch;
    expect(await loadRegistry(pageWith(JSON.stringify({ remotes: [results] })))).toEqual([results]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await loadRegistry(pageWith(null))).toEqual([results]);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });
});
