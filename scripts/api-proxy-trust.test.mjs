import { apiProxyTrust } from './api-proxy-trust.mjs';

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
