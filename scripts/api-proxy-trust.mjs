// Which proxies the API believes under `npm start` (docs/security.md#proxy-trust). Every server's own default is
// none; scripts/start.mjs puts the host in front of the API on this machine, and the host's /api proxy and its
// own lookups send the visitor's address as X-Forwarded-For, so the API it starts trusts loopback. A value the
// user set is theirs: it reaches every process unchanged.
// @ts-check

/**
 * The environment start.mjs adds to the API's for proxy trust.
 * @param {NodeJS.ProcessEnv} env the environment npm start was given
 * @returns {{ QS_TRUSTED_PROXIES?: string }}
 */
export const apiProxyTrust = (env) => (env.QS_TRUSTED_PROXIES === undefined ? { QS_TRUSTED_PROXIES: 'loopback' } : {});
