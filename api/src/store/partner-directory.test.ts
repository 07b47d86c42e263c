import { tokenHash } from '../catalogue/seed-content';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { createPartnerDirectory, loadPartners, type PartnerRecord } from './partner-directory';
import type { StoredPartner } from './partners';

const partner = (subdomain: string, allowedOrganizations: number[] = []): PartnerRecord => ({
  tokenHash: tokenHash(`${subdomain}-token-0001`),
  config: { subdomain, allowedOrganizations } as unknown as StoredPartner,
});

/** docs/security.md#bounded-lookups: partner and token lookups are cached, bounded in size and time, negative answers included. */
describe('partner directory', () => {
  const counted = (records: () => PartnerRecord[]) => {
    const loader = { loads: 0 };
    let time = 0;
    const directory = createPartnerDirectory({
      load: async () => {
        loader.loads += 1;
        return records();
      },
      ttlMs: 30_000,
      now: () => time,
    });
    return { directory, loader, advance: (ms: number) => (time += ms) };
  };

  it('answers from one read of the table until the TTL has passed, then sees changes', async () => {
    let table = [partner('aliado', [1, 11])];
    const { directory, loader, advance } = counted(() => table);
    expect((await directory.ofHost('aliado.localhost:3000'))?.allowedOrganizations).toEqual([1, 11]);
    expect((await directory.bySubdomain('ALIADO'))?.subdomain).toBe('aliado');
    expect((await directory.byTokenHash(tokenHash('aliado-token-0001')))?.subdomain).toBe('aliado');
    expect(loader.loads).toBe(1);

    table = [partner('aliado', [1]), partner('nuevo')];
    advance(29_999);
    expect(await directory.bySubdomain('nuevo')).toBeUndefined();
    expect(loader.loads).toBe(1);
    advance(1);
    expect((await directory.bySubdomain('nuevo'))?.subdomain).toBe('nuevo');
    expect((await directory.ofHost('aliado.localhost'))?.allowedOrganizations).toEqual([1]);
    expect(loader.loads).toBe(2);
  });

  it('1,000 invented hosts and tokens neither read the table again nor grow the cache', async () => {
    const { directory, loader } = counted(() => [partner('aliado'), partner('cooperativa')]);
    for (let i = 0; i < 1000; i += 1) {
      expect(await directory.ofHost(`inventado-${i}.localhost:3000`)).toBeUndefined();
      expect(await directory.bySubdomain(`otro-${i}`)).toBeUndefined();
      expect(await directory.byTokenHash(tokenHash(`token-inventado-${i}`))).toBeUndefined();
    }
    expect(loader.loads).toBe(1);
    expect(await directory.size()).toBe(2);
  });

  it('lookups that arrive while the table is being read wait for that read instead of starting another', async () => {
    const { directory, loader } = counted(() => [partner('aliado')]);
    const answers = await Promise.all([
      directory.bySubdomain('aliado'),
      directory.ofHost('aliado.localhost'),
      directory.byTokenHash(tokenHash('aliado-token-0001')),
    ]);
    expect(answers.map((found) => found?.subdomain)).toEqual(['aliado', 'aliado', 'aliado']);
    expect(loader.loads).toBe(1);
  });

  it('names that cannot be a subdomain are answered without reading anything', async () => {
    const { directory, loader } = counted(() => [partner('aliado')]);
    expect(await directory.ofHost(undefined)).toBeUndefined();
    expect(await directory.ofHost('')).toBeUndefined();
    expect(await directory.ofHost('mal_nombre!.localhost')).toBeUndefined();
    expect(await directory.bySubdomain('x'.repeat(64))).toBeUndefined();
    expect(loader.loads).toBe(0);
  });
});

describe('partner lookups through the API', () => {
  let t: TestApp;
  const reads = { count: 0 };
  beforeAll(async () => {
    t = await createTestApp(
      { rateLimitMax: 5 },
      {
        partners: (db) =>
          createPartnerDirectory({
            load: () => {
              reads.count += 1;
              return loadPartners(db);
            },
          }),
      },
    );
  });
  afterAll(() => t.close());

  it('1,000 invented hosts, as lookups and as forwarded hosts, cost one read of the partners table', async () => {
    const before = reads.count;
    for (let i = 0; i < 1000; i += 1) {
      const lookup = await call(t.app, {
        method: 'GET',
        url: `/api/integration/iframe-subdomain?subdomain=inventado-${i}`,
      });
      expect(lookup.status).toBe(404);
      const token = await call(t.app, {
        method: 'GET',
        url: `/api/integration/iframe-token?token=inventado-${i}-xxxxxxxx`,
      });
      expect(token.status).toBe(401);
    }
    for (let i = 0; i < 200; i += 1) {
      // One visitor each (this app allows 5 calls a minute per visitor).
      const headers = { 'x-forwarded-host': `inventado-${i}.localhost:3000`, 'x-forwarded-for': `198.51.100.${i}` };
      const plan = await call(t.app, { method: 'GET', url: '/api/insurance/product/EPS104-ARRECIFE', headers });
      expect(plan.status).toBe(200);
    }
    expect(reads.count - before).toBeLessThanOrEqual(1);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/integration/iframe-subdomain?subdomain=aliado' })).status,
    ).toBe(200);
  }, 60_000);

  it("the site server's own lookups spend no quota: invented hosts cannot lock partners out", async () => {
    // rateLimitMax is 5 here: without the exemption the 6th lookup of the site server would be 429.
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await call(t.app, { method: 'GET', url: `/api/integration/iframe-subdomain?subdomain=relleno-${i}` })).status,
      ).toBe(404);
    }
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/integration/iframe-subdomain?subdomain=aliado&hostname=aliado.localhost',
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/integration/iframe-token?token=aliado-iframe-7c4e91d2b8' }))
        .status,
    ).toBe(200);
  });

  it('a visitor guessing tokens through the proxy is limited, per visitor, without touching the site server', async () => {
    const visitor = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (
          await call(t.app, {
            method: 'GET',
            url: `/api/integration/iframe-token?token=adivinado-${i}-xxxx`,
            headers: visitor,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const limited = await call(t.app, {
      method: 'GET',
      url: '/api/integration/iframe-token?token=adivinado-x-xxxx',
      headers: visitor,
    });
    expect(limited.body.message).toMatch(/^Demasiadas solicitudes/);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/integration/iframe-token?token=aliado-iframe-7c4e91d2b8',
          headers: { 'x-forwarded-for': '203.0.113.78' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/integration/iframe-token?token=aliado-iframe-7c4e91d2b8' }))
        .status,
    ).toBe(200);
  });
});
