import { PARTNER, startFakeApi, TOKEN, TOKEN_ORIGIN } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';

// docs/security.md#security-headers (and the server side of docs/security.md#partner-restrictions), on
// the real server's answers.
describe('the host served over https behind its proxy', () => {
  // As deployed: remotes on their own https origins, TLS ended by a proxy on the same machine.
  const remotes = ['results', 'detail', 'forms', 'content'].map((name) => ({
    name,
    entry: `https://${name}.static.quieroseguro.example/mf-manifest.json`,
    version: '1.0.0',
  }));
  const overHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7', accept: 'text/html' };
  let api;
  let host;

  beforeAll(async () => {
    api = await startFakeApi();
    // The TLS proxy on this machine (inject() calls come from 127.0.0.1), named as a deployment names it.
    host = await startHost({ apiUrl: api.url, remotes, env: { QS_TRUSTED_PROXIES: 'loopback' } });
  }, 30_000);
  afterAll(async () => {
    await host?.stop();
    await api?.stop();
  }, HOST_STOP_TIMEOUT);

  it('sends nosniff, the referrer policy and CORP on every answer, and HSTS only over https', async () => {
    const answers = [
      await host.request('/main.0123abcd.js', { headers: overHttps }),
      await host.request('/remotes.json', { headers: overHttps }),
      await host.request('/api/eco', { headers: overHttps }),
      await host.request('/no-existe.js', { headers: { 'x-forwarded-proto': 'https' } }),
    ];
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=63072000/);
    }
    expect(
      (await host.request('/', { headers: { accept: 'text/html' } })).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it("gives each shell page its own nonce, which its CSP allows for <style> and its Server-Timing header hands the page's scripts (docs/security.md#content-security-policy: the drawer's scroll lock)", async () => {
    const nonces = [];
    for (const path of ['/', '/Comparar/EPS', '/Comparar/EPS']) {
      const answer = await host.request(path, { headers: overHttps });
      const nonce = /^csp-nonce;desc="([^"]+)"$/.exec(answer.headers['server-timing'])?.[1];
      // Not in the markup: a page kept by the server is the same bytes for every visitor.
      expect(answer.text).not.toContain(nonce);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const styles = answer.headers['content-security-policy']
        .split('; ')
        .find((directive) => directive.startsWith('style-src '));
      expect(styles.split(' ')).toContain(`'nonce-${nonce}'`);
      expect(styles).not.toContain("'unsafe-inline'");
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('never lets a browser store a shell page, however it is asked for', async () => {
    for (const path of ['/', '/Comparar/EPS', '/index.html']) {
      const answer = await host.request(path, { headers: overHttps });
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it("answers a partner host's page outside its allowed paths with a redirect, not a page to hide", async () => {
    const blog = await host.request('/QS-Blog?IFRAME_AUTH=x', {
      headers: { ...overHttps, host: `${PARTNER.subdomain}.localhost` },
    });
    expect(blog.status).toBe(302);
    expect(blog.headers.location).toBe('/Comparar/EPS?IFRAME_AUTH=x');
    const allowed = await host.request('/Comparar/EPS', {
      headers: { ...overHttps, host: `${PARTNER.subdomain}.localhost` },
    });
    expect(allowed.status).toBe(200);
  });

  it('lets a partner frame only the paths its token authorises', async () => {
    const ancestors = async (path) =>
      /frame-ancestors ([^;]*)/.exec(
        (await host.request(path, { headers: overHttps })).headers['content-security-policy'],
      )?.[1];
    expect(await ancestors(`/Comparar/EPS?IFRAME_AUTH=${TOKEN}`)).toBe(`'self' ${TOKEN_ORIGIN}`);
    expect(await ancestors(`/QS-Blog?IFRAME_AUTH=${TOKEN}`)).toBe("'self'");
  });
});
