import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getPartner } from '@qs/shared';
import { startSite } from './start-site';
import { partnerSanitizer } from '../shell/partner-content/partner-sanitizer';

// Network boundary of the federation runtime: nothing is loaded in these tests.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const registry = {
  remotes: [
    { name: 'results', entry: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' },
    { name: 'detail', entry: 'http://localhost:3002/mf-manifest.json', version: '1.0.0' },
    { name: 'forms', entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0' },
    { name: 'content', entry: 'http://localhost:3004/mf-manifest.json', version: '1.0.0' },
  ],
};
const aliado = { name: 'aliado', allowedRemotes: ['results', 'detail', 'forms'], allowedOrganizations: [1, 2] };

const respond = (routes: Record<string, { status: number; body: unknown }>) => {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const match = Object.entries(routes).find(([prefix]) => url.startsWith(prefix));
    const { status, body } = match ? match[1] : { status: 404, body: {} };
    return { ok: status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
};

const at = (hostname: string) => ({ hostname, search: '', pathname: '/' });

describe('startSite', () => {
  beforeEach(() => jest.mocked(registerRemotes).mockClear());

  it('registers every remote of the registry on the main site, fetching none', async () => {
    respond({ '/remotes.json': { status: 200, body: registry } });
    const site = await startSite(at('localhost'));
    expect([...site.slices]).toEqual(['results', 'detail', 'forms', 'content']);
    expect(jest.mocked(registerRemotes).mock.calls[0]?.[0].map((remote) => remote.name)).toEqual([
      'qs_results',
      'qs_detail',
      'qs_forms',
      'qs_content',
    ]);
    expect(getPartner()).toBeNull();
    // The partner-markup sanitiser is a partner site's only: the main site does not load it.
    expect(partnerSanitizer()).toBeNull();
  });

  it("registers only a partner's allowed remotes and publishes the partner to the slices", async () => {
    respond({
      '/api/integration/iframe-subdomain': { status: 200, body: { data: aliado } },
      '/remotes.json': { status: 200, body: registry },
    });
    const site = await startSite(at('aliado.localhost'));
    expect([...site.slices]).toEqual(['results', 'detail', 'forms']);
    expect(getPartner()?.allowedOrganizations).toEqual([1, 2]);
    // Before the first render, so the partner's own header and footer render sanitised at once, as on the server.
    expect(partnerSanitizer()?.('<p onclick="x()">Hola</p>')).toBe('<p>Hola</p>');
  });

  it('finds partners on the domain the server names in the page (QS_SITE_DOMAIN), not on localhost', async () => {
    respond({
      '/api/integration/iframe-subdomain': { status: 200, body: { data: aliado } },
      '/remotes.json': { status: 200, body: registry },
    });
    const settings = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'qs-site',
      textContent: JSON.stringify({ domain: 'quieroseguro.test', origin: 'http://quieroseguro.test:3000' }),
    });
    document.head.append(settings);
    try {
      expect([...(await startSite(at('aliado.quieroseguro.test'))).slices]).toEqual(['results', 'detail', 'forms']);
      expect(getPartner()?.name).toBe('aliado');
      expect(global.fetch).toHaveBeenCalledWith(
        expect.stringContaining('subdomain=aliado&hostname=aliado.quieroseguro.test'),
        expect.anything(),
      );
      jest.mocked(global.fetch).mockClear();
      expect((await startSite(at('aliado.localhost'))).slices.size).toBe(4);
      expect(getPartner()).toBeNull();
      expect(
        jest
          .mocked(global.fetch)
          .mock.calls.map(([url]) => String(url))
          .filter((url) => url.includes('iframe-subdomain')),
      ).toEqual([]);
    } finally {
      settings.remove();
    }
  });

  it('still starts the shell when the registry cannot be read', async () => {
    respond({ '/remotes.json': { status: 503, body: {} } });
    const site = await startSite(at('localhost'));
    expect(site.slices.size).toBe(0);
    expect(site.registryError).toMatch('503');
  });

  it('takes the registry the server wrote into the page, without asking /remotes.json', async () => {
    respond({});
    const script = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'qs-registry',
      textContent: JSON.stringify(registry),
    });
    document.head.append(script);
    try {
      const site = await startSite(at('localhost'));
      expect([...site.slices]).toEqual(['results', 'detail', 'forms', 'content']);
      expect(jest.mocked(global.fetch).mock.calls.map(([url]) => String(url))).not.toContain('/remotes.json');
    } finally {
      script.remove();
    }
  });
});
