import { readConfig } from '../config';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { parseTrustedProxies, trustedProxyMatcher } from './trusted-proxies';
import { AUTHORISED } from '../test-support/authorisation';

const VISITOR = '203.0.113.7'; // a client that reaches the API directly (no trusted proxy)
const VICTIM = '198.51.100.50';
const LOOPBACK = '127.0.0.1'; // the host's /api proxy
const lead = { tipo: 1, first_name: 'Ana Ruiz', telefono: '3001112233', email: 'ana@correo.co', ...AUTHORISED };
const ARRECIFE = '/api/insurance/by-url?url=%2FEPS%2Fcaribe-unido-eps%2Fplan-arrecife';

describe('QS_TRUSTED_PROXIES', () => {
  it('reads addresses, CIDR ranges and the proxy-addr keywords; default none', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ QS_TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
    expect(readConfig({ QS_TRUSTED_PROXIES: 'loopback' }).trustedProxies).toEqual(['127.0.0.0/8', '::1/128']);
    expect(parseTrustedProxies(' 10.0.0.7, 192.168.0.0/16 ,fd00::/8,::1 ')).toEqual([
      '10.0.0.7',
      '192.168.0.0/16',
      'fd00::/8',
      '::1',
    ]);
    const trusted = trustedProxyMatcher(parseTrustedProxies('10.0.0.7,192.168.0.0/16,loopback'));
    expect([LOOPBACK, '::1', '::ffff:127.0.0.1', '10.0.0.7', '192.168.4.5'].map(trusted)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.8', VISITOR, '::ffff:203.0.113.7', 'fe80::1', '', undefined, 'localhost'].map(trusted)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses an entry that is not an address: a typo must not trust everybody', () => {
    for (const entry of [
      'true',
      '*',
      '0.0.0.0/33',
      '10.0.0.1/8/2',
      'proxy.example',
      '10.0.0.300',
      '::1/129',
      '10.0.0.0/x',
      'none, 10.0.0.1',
    ]) {
      expect(() => parseTrustedProxies(entry)).toThrow(/QS_TRUSTED_PROXIES/);
    }
  });
});

describe('proxy trust (docs/security.md#proxy-trust, API side)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As `npm start` runs it: the host's /api proxy in front, on loopback.
    t = await createTestApp({ leadLimit: 2, trustedProxies: parseTrustedProxies('loopback') });
  });
  afterAll(() => t.close());

  const contact = (remoteAddress: string, forwardedFor?: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      remoteAddress,
      payload: lead,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  const lastIp = () => t.sql.value('SELECT client_ip FROM leads ORDER BY id DESC LIMIT 1');

  it("stores the real client: X-Forwarded-For counts only from the host's proxy", async () => {
    expect((await contact(VISITOR, VICTIM)).status).toBe(201);
    expect(await lastIp()).toBe(VISITOR);
    expect((await contact(LOOPBACK, '198.51.100.9')).status).toBe(201);
    expect(await lastIp()).toBe('198.51.100.9');
    // A visitor's own X-Forwarded-For that a proxy passed on: the address the proxy saw wins.
    expect((await contact(LOOPBACK, `${VICTIM}, 198.51.100.10`)).status).toBe(201);
    expect(await lastIp()).toBe('198.51.100.10');
  });

  it('rate limits key on the real client: spoofing neither escapes the limit nor locks another visitor out', async () => {
    const attacker = '203.0.113.66';
    const answers = [];
    for (const spoof of [VICTIM, VICTIM, VICTIM, '10.9.9.9']) answers.push((await contact(attacker, spoof)).status);
    expect(answers).toEqual([201, 201, 429, 429]);
    // The victim, behind the host's proxy, still sends its two leads of the minute.
    expect([
      (await contact(LOOPBACK, VICTIM)).status,
      (await contact(LOOPBACK, VICTIM)).status,
      (await contact(LOOPBACK, VICTIM)).status,
    ]).toEqual([201, 201, 429]);
  });

  it('X-Forwarded-Host (partner restrictions) counts only from a trusted proxy', async () => {
    const aliado = { 'x-forwarded-host': 'aliado.localhost:3000' };
    expect((await call(t.app, { method: 'GET', url: ARRECIFE, headers: aliado, remoteAddress: LOOPBACK })).status).toBe(
      404,
    );
    expect((await call(t.app, { method: 'GET', url: ARRECIFE, headers: aliado, remoteAddress: VISITOR })).status).toBe(
      200,
    );
    const chat = async (remoteAddress: string) =>
      (await call(t.app, { method: 'GET', url: '/api/chat/available', headers: aliado, remoteAddress })).body.data
        .active;
    expect([await chat(LOOPBACK), await chat(VISITOR)]).toEqual([false, true]);
  });
});

describe('the default: no proxy is believed', () => {
  // As the API starts with QS_TRUSTED_PROXIES unset: any process on this machine could otherwise pose as any
  // visitor. `npm start` sets loopback for its own API, which has the host's /api proxy in front of it.
  const startWith = (env: NodeJS.ProcessEnv) =>
    createTestApp({ leadLimit: 2, trustedProxies: readConfig(env).trustedProxies });
  const contactFrom = (t: TestApp, forwardedFor: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      remoteAddress: LOOPBACK,
      payload: lead,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const statusesOf = async (t: TestApp) => [
    (await contactFrom(t, '198.51.100.1')).status,
    (await contactFrom(t, '198.51.100.2')).status,
    (await contactFrom(t, '198.51.100.3')).status,
  ];

  it('keys the per-client limit and the stored client on the socket, whatever X-Forwarded-For says', async () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    const t = await startWith({});
    try {
      // Three "visitors" from one local process share its one budget of two leads a minute.
      expect(await statusesOf(t)).toEqual([201, 201, 429]);
      expect(await t.sql.values('SELECT DISTINCT client_ip FROM leads')).toEqual([LOOPBACK]);
    } finally {
      await t.close();
    }
  });

  it('believes the local proxy once QS_TRUSTED_PROXIES=loopback says so', async () => {
    const t = await startWith({ QS_TRUSTED_PROXIES: 'loopback' });
    try {
      expect(await statusesOf(t)).toEqual([201, 201, 201]);
      expect(await t.sql.values('SELECT client_ip FROM leads ORDER BY id')).toEqual([
        '198.51.100.1',
        '198.51.100.2',
        '198.51.100.3',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('a configured proxy list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustedProxies: parseTrustedProxies('10.1.2.3') });
  });
  afterAll(() => t.close());

  it('trusts exactly the listed proxies, loopback no longer', async () => {
    const send = async (remoteAddress: string) => {
      await call(t.app, {
        method: 'POST',
        url: '/api/contactos',
        remoteAddress,
        payload: lead,
        headers: { 'x-forwarded-for': VICTIM },
      });
      return await t.sql.value('SELECT client_ip FROM leads ORDER BY id DESC LIMIT 1');
    };
    expect(await send('10.1.2.3')).toBe(VICTIM);
    expect(await send(LOOPBACK)).toBe(LOOPBACK);
  });
});

describe("npm start's proxy secret (QS_PROXY_SECRET): only the host it started speaks for visitors", () => {
  // `npm start` runs the API behind its host on loopback, and any other local process connects from loopback
  // too: the address alone cannot tell them apart. The secret start.mjs hands the host and the API can.
  const SECRET = 'start-made-this-secret-for-its-host-0123456789';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ leadLimit: 2, trustedProxies: parseTrustedProxies('loopback'), proxySecret: SECRET });
  });
  afterAll(() => t.close());

  const contact = (forwardedFor: string, secret?: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      remoteAddress: LOOPBACK,
      payload: lead,
      headers: { 'x-forwarded-for': forwardedFor, ...(secret === undefined ? {} : { 'x-qs-proxy-secret': secret }) },
    });
  const lastIp = () => t.sql.value('SELECT client_ip FROM leads ORDER BY id DESC LIMIT 1');

  it('reads QS_PROXY_SECRET, and refuses one too short to be a secret', () => {
    expect(readConfig({}).proxySecret).toBeNull();
    expect(readConfig({ QS_PROXY_SECRET: SECRET }).proxySecret).toBe(SECRET);
    expect(() => readConfig({ QS_PROXY_SECRET: 'corto' })).toThrow(/QS_PROXY_SECRET/);
  });

  it('believes X-Forwarded-For from loopback only with the secret', async () => {
    expect((await contact('198.51.100.21', SECRET)).status).toBe(201);
    expect(await lastIp()).toBe('198.51.100.21');
    // Another local process: no secret, or a wrong one. It is the client itself, whoever it names.
    expect((await contact('198.51.100.22')).status).toBe(201);
    expect(await lastIp()).toBe(LOOPBACK);
    expect((await contact('198.51.100.23', `${SECRET}x`)).status).toBe(201);
    expect(await lastIp()).toBe(LOOPBACK);
    // …and it spends its own budget, whatever addresses it invents.
    expect((await contact('198.51.100.24')).status).toBe(429);
    expect((await contact('198.51.100.21', SECRET)).status).toBe(201);
  });

  it('believes X-Forwarded-Host (partner restrictions) and edge country headers only with the secret', async () => {
    const ask = (url: string, secret?: string) =>
      call(t.app, {
        method: 'GET',
        url,
        remoteAddress: LOOPBACK,
        headers: {
          'x-forwarded-host': 'aliado.localhost:3000',
          'cf-ipcountry': 'MX',
          ...(secret === undefined ? {} : { 'x-qs-proxy-secret': secret }),
        },
      });
    expect((await ask(ARRECIFE, SECRET)).status).toBe(404);
    expect((await ask(ARRECIFE)).status).toBe(200);
    expect((await ask('/api/geo/location', SECRET)).body.data.loc).toBe('MX');
    expect((await ask('/api/geo/location')).body.data.loc).toBe('CO');
  });

  it("does not let a local process without the secret read /metrics by posing as a proxy's relay", async () => {
    const metrics = (headers: Record<string, string>) =>
      call(t.app, { method: 'GET', url: '/metrics', remoteAddress: LOOPBACK, headers });
    expect((await metrics({})).status).toBe(200);
    expect((await metrics({ 'x-forwarded-for': VICTIM })).status).toBe(404);
    expect((await metrics({ 'x-forwarded-for': VICTIM, 'x-qs-proxy-secret': SECRET })).status).toBe(404);
  });
});
