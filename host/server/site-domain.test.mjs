import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PARTNER, startFakeApi } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';
import { freePort, request, waitFor } from './test-support/http-client.mjs';

// ADR 0010 (docs/adr/0010-site-domain.md): QS_SITE_DOMAIN moves the whole site. The real host and remote servers, started on
// `quieroseguro.test`, asked with the Host and Origin headers a browser on that domain sends.
const ROOT = path.resolve(__dirname, '../..');
const DOMAIN = { QS_SITE_DOMAIN: 'quieroseguro.test' };
const html = { accept: 'text/html' };

describe('the host on QS_SITE_DOMAIN=quieroseguro.test', () => {
  const remotes = ['results', 'detail', 'forms', 'content'].map((name) => ({
    name,
    entry: `http://127.0.0.1:9/${name}/mf-manifest.json`,
    version: '1.0.0',
  }));
  let api;
  let host;

  beforeAll(async () => {
    api = await startFakeApi();
    // Public behind TLS (QS_SITE_ORIGIN), while the host itself listens on a free port over http; its TLS proxy
    // runs on this machine (inject() calls come from 127.0.0.1) and is named, as a deployment names it.
    host = await startHost({
      apiUrl: api.url,
      remotes,
      env: { ...DOMAIN, QS_SITE_ORIGIN: 'https://quieroseguro.test', QS_TRUSTED_PROXIES: 'loopback' },
    });
  }, 30_000);
  afterAll(async () => {
    await host?.stop();
    await api?.stop();
  }, HOST_STOP_TIMEOUT);

  it('hands the browser the domain and origin in the shell, with the canonical address on the main site', async () => {
    for (const hostname of ['quieroseguro.test', `${PARTNER.subdomain}.quieroseguro.test`]) {
      const page = await host.request('/Comparar/EPS', { headers: { ...html, host: hostname } });
      expect(page.text).toMatch(
        /<script type="application\/json" id="qs-site">\{"domain":"quieroseguro.test","origin":"https:\/\/quieroseguro.test"\}<\/script>/,
      );
      expect(page.text).toContain('<link rel="canonical" href="https://quieroseguro.test/Comparar/EPS">');
    }
  });

  it('sends a visit the TLS proxy got over plain http to https (301, 308 for a write), and serves https and direct visits (docs/security.md#https)', async () => {
    const viaProxy = (proto, hostname) => ({ ...html, host: hostname, 'x-forwarded-proto': proto });
    const plain = await host.request('/Comparar/EPS?pagina=2', {
      headers: viaProxy('http', `${PARTNER.subdomain}.quieroseguro.test`),
    });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://${PARTNER.subdomain}.quieroseguro.test/Comparar/EPS?pagina=2`);
    // connection: close — the host answers before it reads the body, and a kept-alive socket would outlive the test.
    const write = await host.request('/api/contactos', {
      method: 'POST',
      headers: { ...viaProxy('http', 'quieroseguro.test'), 'content-type': 'application/json', connection: 'close' },
      body: '{}',
    });
    expect(write.status).toBe(308);
    expect(write.headers.location).toBe('https://quieroseguro.test/api/contactos');
    const secure = await host.request('/Comparar/EPS', { headers: viaProxy('https', 'quieroseguro.test') });
    expect(secure.status).toBe(200);
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=63072000/);
    expect((await host.request('/Comparar/EPS', { headers: { ...html, host: 'quieroseguro.test' } })).status).toBe(200);
  });

  it('lists the public pages at the site origin in the sitemap, which robots.txt names', async () => {
    const sitemap = await host.request('/sitemap.xml', { headers: { host: 'quieroseguro.test' } });
    expect(sitemap.text).toContain('<loc>https://quieroseguro.test/</loc>');
    expect(sitemap.text).toContain('<loc>https://quieroseguro.test/QS-Blog</loc>');
    expect((await host.request('/robots.txt', { headers: { host: 'quieroseguro.test' } })).text).toContain(
      'Sitemap: https://quieroseguro.test/sitemap.xml',
    );
  });

  it('knows a partner by its subdomain of the domain, and only there', async () => {
    const names = async (hostname) =>
      JSON.parse((await host.request('/remotes.json', { headers: { host: hostname } })).text).remotes.map(
        (remote) => remote.name,
      );
    expect(await names('quieroseguro.test:3000')).toEqual(['results', 'detail', 'forms', 'content']);
    expect(await names(`${PARTNER.subdomain}.quieroseguro.test:3000`)).toEqual(PARTNER.allowedRemotes);
    // The old local name is no partner's on this domain, and asks the API nothing.
    const asked = api.seen.length;
    expect(await names(`${PARTNER.subdomain}.localhost:3000`)).toEqual(['results', 'detail', 'forms', 'content']);
    expect(api.seen.slice(asked).filter((call) => call.path === '/api/integration/iframe-subdomain')).toEqual([]);
  });

  it('keeps a partner to its paths on the domain: the gate answers before any script', async () => {
    const blog = await host.request('/QS-Blog', {
      headers: { ...html, host: `${PARTNER.subdomain}.quieroseguro.test:3000` },
    });
    expect(blog.status).toBe(302);
    expect(blog.headers.location).toBe(PARTNER.redirects.defaultPath);
    expect((await host.request('/QS-Blog', { headers: { ...html, host: 'quieroseguro.test' } })).status).toBe(200);
  });
});

describe("a remote's server on QS_SITE_DOMAIN=quieroseguro.test", () => {
  let api;
  let dir;
  let child;
  let origin;

  beforeAll(async () => {
    api = await startFakeApi();
    dir = mkdtempSync(path.join(tmpdir(), 'qs-remote-'));
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'export {};');
    const port = await freePort();
    child = spawn(process.execPath, ['scripts/serve-remote.mjs', '--dir', dir, '--port', String(port)], {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, ...DOMAIN, QS_API_URL: api.url },
    });
    origin = `http://127.0.0.1:${port}`;
    await waitFor(origin, '/remoteEntry.js');
  }, 30_000);
  afterAll(async () => {
    child?.kill();
    rmSync(dir, { recursive: true, force: true });
    await api?.stop();
  }, HOST_STOP_TIMEOUT);

  const allowed = async (from) =>
    (await request(origin, '/remoteEntry.js', { headers: { origin: from } })).headers['access-control-allow-origin'];

  it.each([
    ['the main site', 'http://quieroseguro.test:3000', true],
    ['a partner the API knows', `http://${PARTNER.subdomain}.quieroseguro.test:3000`, true],
    ['a subdomain nobody configured', 'http://evil.quieroseguro.test:3000', false],
    ['the old local site', 'http://localhost:3000', false],
    ['the old local partner', `http://${PARTNER.subdomain}.localhost:3000`, false],
    ['a partner on another port', `http://${PARTNER.subdomain}.quieroseguro.test:3001`, false],
  ])('%s (%s) gets CORS: %s', async (_name, from, expected) => {
    expect(await allowed(from)).toBe(expected ? from : undefined);
  });

  it('says its answer depends on Origin', async () => {
    expect(
      (await request(origin, '/remoteEntry.js', { headers: { origin: 'http://evil.quieroseguro.test:3000' } })).headers
        .vary,
    ).toMatch(/origin/i);
  });
});
