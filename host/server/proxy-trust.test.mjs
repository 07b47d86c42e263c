import { createProxyTrust, trustedProxyList } from '../../tools/server/proxy-trust.mjs';
import { proxySecretOf } from '../../tools/server/proxy-secret.mjs';
import { startFakeApi } from './test-support/fake-api.mjs';
import { HOST_STOP_TIMEOUT, startHost } from './test-support/host-server.mjs';
import { request } from './test-support/http-client.mjs';

describe('which proxies are believed (QS_TRUSTED_PROXIES)', () => {
  it('believes nobody by default, and exactly the listed IPs and CIDRs otherwise', () => {
    expect(trustedProxyList(undefined)).toEqual([]);
    const byDefault = createProxyTrust(trustedProxyList(undefined));
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.0.0.7', undefined].some(byDefault)).toBe(false);
    const loopback = createProxyTrust(trustedProxyList('loopback'));
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every(loopback)).toBe(true);
    expect(['10.0.0.7', '203.0.113.9', '::ffff:10.0.0.7', undefined].some(loopback)).toBe(false);
    const listed = createProxyTrust(trustedProxyList('10.0.0.0/8, 2001:db8::1'));
    expect([listed('10.20.30.40'), listed('2001:db8::1'), listed('127.0.0.1'), listed('11.0.0.1')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(['127.0.0.1', '::1'].some(createProxyTrust(trustedProxyList('none')))).toBe(false);
  });

  it('refuses a configuration it cannot read instead of trusting too much', () => {
    expect(() => createProxyTrust(trustedProxyList('10.0.0.0/33'))).toThrow(/QS_TRUSTED_PROXIES/);
    expect(() => createProxyTrust(trustedProxyList('proxy.example'))).toThrow(/QS_TRUSTED_PROXIES/);
  });
});

describe('the host behind the trust rule', () => {
  const remotes = [
    { name: 'results', entry: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' },
    { name: 'content', entry: 'http://localhost:3004/mf-manifest.json', version: '1.0.0' },
  ];
  let api;
  let byDefault;
  let facingVisitors;
  let behindLocalProxy;

  beforeAll(async () => {
    api = await startFakeApi();
    // Over a real socket: who is believed depends on the peer's address. The test's own client connects from
    // loopback: unset or `none` it is a visitor, with `loopback` a local proxy. `env` goes over this process's
    // environment, so the unset case removes the setting the run may have.
    [byDefault, facingVisitors, behindLocalProxy] = await Promise.all([
      startHost({ apiUrl: api.url, remotes, env: { QS_TRUSTED_PROXIES: undefined }, listen: true }),
      startHost({ apiUrl: api.url, remotes, env: { QS_TRUSTED_PROXIES: 'none' }, listen: true }),
      startHost({ apiUrl: api.url, remotes, env: { QS_TRUSTED_PROXIES: 'loopback' }, listen: true }),
    ]);
  }, 30_000);
  afterAll(async () => {
    await byDefault?.stop();
    await facingVisitors?.stop();
    await behindLocalProxy?.stop();
    await api?.stop();
  }, HOST_STOP_TIMEOUT);

  const forged = {
    'x-forwarded-for': '6.6.6.6',
    'x-forwarded-host': 'aliado.localhost',
    'x-forwarded-proto': 'https',
    forwarded: 'for=6.6.6.6;host=aliado.localhost',
    'x-real-ip': '6.6.6.6',
  };
  const echoed = async (host, headers) =>
    JSON.parse((await request(host.origin, '/api/eco', { headers })).text).headers;

  it("sends the API the visitor's real address and overwrites every forwarded header a visitor forges", async () => {
    for (const host of [byDefault, facingVisitors]) {
      const headers = await echoed(host, forged);
      expect(headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(headers['x-forwarded-host']).toBe(new URL(host.origin).host);
      expect(headers['x-forwarded-proto']).toBe('http');
      expect(headers.forwarded).toBeUndefined();
      expect(headers['x-real-ip']).toBeUndefined();
    }
  });

  it('by default, a local process is a visitor like any other: it cannot pose as another one', async () => {
    const headers = await echoed(byDefault, { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' });
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
  });

  it('behind a trusted proxy, takes the address that proxy saw and drops what the visitor put before it', async () => {
    const headers = await echoed(behindLocalProxy, {
      'x-forwarded-for': '6.6.6.6, 203.0.113.7',
      'x-forwarded-proto': 'https',
    });
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(headers['x-forwarded-proto']).toBe('https');
  });

  it('never lets X-Forwarded-Host choose a partner: the registry and the page stay the main site', async () => {
    for (const host of [facingVisitors, behindLocalProxy]) {
      const before = api.seen.length;
      const registry = JSON.parse((await request(host.origin, '/remotes.json', { headers: forged })).text);
      expect(registry.remotes.map((remote) => remote.name)).toEqual(['results', 'content']);
      const page = await request(host.origin, '/QS-Blog', { headers: { ...forged, accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.text).toContain('"name":"content"');
      expect(api.seen.slice(before).filter((seen) => seen.path === '/api/integration/iframe-subdomain')).toEqual([]);
    }
  });

  it("asks the API about a partner host on the visitor's account, not on the site's own", async () => {
    await request(facingVisitors.origin, '/Comparar/EPS', {
      headers: { host: 'aliado.localhost', accept: 'text/html', 'x-forwarded-for': '6.6.6.6' },
    });
    const lookup = api.seen.filter((seen) => seen.path === '/api/integration/iframe-subdomain').at(-1);
    expect(lookup.query.subdomain).toBe('aliado');
    expect(lookup.headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});

describe("the host's proof for the API (QS_PROXY_SECRET)", () => {
  const SECRET = 'this-start-made-a-secret-for-its-host-0123456789';
  const REMOTES = [{ name: 'results', entry: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' }];
  let api;
  let host;
  let plain;
  beforeAll(async () => {
    api = await startFakeApi();
    [host, plain] = await Promise.all([
      startHost({ apiUrl: api.url, remotes: REMOTES, env: { QS_PROXY_SECRET: SECRET } }),
      startHost({ apiUrl: api.url, remotes: REMOTES, env: { QS_PROXY_SECRET: undefined } }),
    ]);
  });
  afterAll(async () => {
    await host?.stop();
    await plain?.stop();
    await api?.stop();
  }, HOST_STOP_TIMEOUT);

  it("sends its own secret with every proxied call, never a visitor's", async () => {
    api.seen.length = 0;
    await host.request('/api/contactos', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-qs-proxy-secret': 'a-visitor-guess' },
      body: '{}',
    });
    await plain.request('/api/contactos', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-qs-proxy-secret': 'a-visitor-guess' },
      body: '{}',
    });
    expect(api.seen.map((call) => call.headers['x-qs-proxy-secret'])).toEqual([SECRET, undefined]);
  });

  it('sends it with its own lookups (a partner host)', async () => {
    api.seen.length = 0;
    // A name no earlier test looked up: the host keeps its lookups' answers (tools/server/lookup-cache.mjs).
    await host.request('/Comparar/EPS', { headers: { host: 'socia-con-secreto.localhost', accept: 'text/html' } });
    const lookups = api.seen.filter((call) => call.path === '/api/integration/iframe-subdomain');
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.every((call) => call.headers['x-qs-proxy-secret'] === SECRET)).toBe(true);
  });

  it('refuses to start with a secret too short to be one', () => {
    expect(() => proxySecretOf({ QS_PROXY_SECRET: 'corto' })).toThrow(/QS_PROXY_SECRET/);
    expect(proxySecretOf({})).toBeNull();
  });
});
