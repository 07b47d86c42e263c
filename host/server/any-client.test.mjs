import { PLAN, startFakeApi } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';

// A page is the same HTML whoever asks: a link-preview fetcher (WhatsApp, Facebook, X, Slack), a link checker or a
// monitor sends no `Accept: text/html` and must not be told a shared plan does not exist.
const CLIENTS = {
  'no Accept': {},
  'Accept */*': { accept: '*/*' },
  WhatsApp: { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' },
  facebookexternalhit: { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
  Twitterbot: { 'user-agent': 'Twitterbot/1.0' },
  Slackbot: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
  'a browser': {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
    accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  },
};

describe('pages answer every client with their HTML', () => {
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

  describe.each(Object.entries(CLIENTS))('asked by %s', (_client, headers) => {
    it.each(['/', '/Comparar/EPS', PLAN.url, `${PLAN.url}/Coberturas`, '/QS-Blog', '/contacto', '/Compra-Online'])(
      'answers %s with 200 and the page',
      async (url) => {
        const page = await host.request(url, { headers });
        expect([page.status, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
        expect(page.text).toContain('<div id="root"></div>');
      },
    );

    it.each(['/EPS/salud-andina-eps/plan-que-no-existe', '/esta/ruta/con.punto', '/not-found'])(
      'answers the unknown %s with the 404 page',
      async (url) => {
        const page = await host.request(url, { headers });
        expect([page.status, page.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
        expect(page.text).toContain('<div id="root"></div>');
      },
    );

    it('keeps JSON for the API, found or not', async () => {
      const found = await host.request(`/api/insurance/by-url?url=${encodeURIComponent(PLAN.url)}`, { headers });
      expect([found.status, JSON.parse(found.text).data.displayName]).toEqual([200, PLAN.displayName]);
      const unknown = await host.request('/api/insurance/by-url?url=%2FEPS%2Fx%2Fy', { headers });
      expect([unknown.status, unknown.headers['content-type']]).toEqual([
        404,
        expect.stringMatching(/^application\/json/),
      ]);
    });
  });

  it('answers a HEAD (a link checker) with the status and type the page has', async () => {
    const page = await host.request(PLAN.url, { method: 'HEAD' });
    expect([page.status, page.headers['content-type'], page.text]).toEqual([200, 'text/html; charset=utf-8', '']);
    const unknown = await host.request('/EPS/salud-andina-eps/plan-que-no-existe', { method: 'HEAD' });
    expect(unknown.status).toBe(404);
  });

  it('keeps the JSON 404 for what is neither a page nor the API (a POST to a page path)', async () => {
    const answer = await host.request('/Comparar/EPS', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect([answer.status, JSON.parse(answer.text).message]).toEqual([404, 'Recurso no encontrado']);
  });
});
