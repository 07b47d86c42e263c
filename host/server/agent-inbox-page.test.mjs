import { PARTNER, startFakeApi } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';
import { existenceCheckFor } from './page-exists.mjs';
import { isPublicPath } from './public-pages.mjs';

// The chat agents' inbox (/agentes/chat, docs/adr/0018-live-chat.md) is a page of the main site's staff: served
// there (never indexed, never in the sitemap), and never on a partner's host name, however the path is written.
const html = { accept: 'text/html' };

describe('the agents inbox page on the host server', () => {
  const remotes = ['results', 'detail', 'forms', 'content'].map((name) => ({
    name,
    entry: `http://127.0.0.1:9/${name}/mf-manifest.json`,
    version: '1.0.0',
  }));
  let api;
  let host;

  beforeAll(async () => {
    api = await startFakeApi();
    host = await startHost({ apiUrl: api.url, remotes });
  }, 30_000);
  afterAll(async () => {
    await host?.stop();
    await api?.stop();
  }, HOST_STOP_TIMEOUT);

  it('serves the shell on the main site, marked noindex, and asks the API nothing about the page', async () => {
    const page = await host.request('/agentes/chat', { headers: { ...html, host: 'localhost' } });
    expect(page.status).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.text).toContain('<div id="root"></div>');
    expect(existenceCheckFor('/agentes/chat')).toBe('exists');
  });

  it.each(['/agentes/chat', '/Agentes/Chat/', '/agentes/%63hat', '/agentes/chat?x=1'])(
    "sends %s on a partner's host to its default path",
    async (url) => {
      const page = await host.request(url, { headers: { ...html, host: `${PARTNER.subdomain}.localhost` } });
      expect(page.status).toBe(302);
      expect(page.headers.location).toMatch(/^\/Comparar\/EPS(\?x=1)?$/);
    },
  );

  it("refuses '//agentes/chat' on a partner's host too (the gate reads the path as written)", async () => {
    const page = await host.request('//agentes/chat', { headers: { ...html, host: `${PARTNER.subdomain}.localhost` } });
    expect(page.status).not.toBe(200);
    expect(page.text).not.toContain('<div id="root"></div>');
  });

  it('is never a public page (not in the sitemap)', () => {
    expect(isPublicPath('/agentes/chat')).toBe(false);
  });
});
