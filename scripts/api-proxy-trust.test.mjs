import { apiProxyTrust, localProxySecret } from './api-proxy-trust.mjs';
import { proxySecretOf } from '../tools/server/proxy-secret.mjs';

// scripts/start.mjs puts the host in front of the API on this machine: the host's /api proxy (and its own
// lookups) send the visitor's address as X-Forwarded-For, which the API believes only from a proxy it is told of.
describe("the API's QS_TRUSTED_PROXIES under npm start", () => {
  it('names loopback, where the host runs, when nobody set it', () => {
    expect(apiProxyTrust({})).toEqual({ QS_TRUSTED_PROXIES: 'loopback' });
  });

  it("leaves the user's own setting alone, `none` and an empty value included", () => {
    for (const value of ['10.0.0.0/8,loopback', 'none', ''])
      expect(apiProxyTrust({ QS_TRUSTED_PROXIES: value })).toEqual({});
  });
});

describe('the proxy secret npm start hands its servers', () => {
  it('is a new one on each start, long enough for the API and the host to accept', () => {
    const first = localProxySecret({}).QS_PROXY_SECRET ?? '';
    const second = localProxySecret({}).QS_PROXY_SECRET ?? '';
    expect(first).not.toBe(second);
    expect(proxySecretOf({ QS_PROXY_SECRET: first })).toBe(first);
  });

  it("leaves the user's own secret alone", () => {
    expect(localProxySecret({ QS_PROXY_SECRET: 'x'.repeat(40) })).toEqual({});
  });
});
