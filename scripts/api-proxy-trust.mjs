// Which proxies the API believes under `npm start` (docs/security.md#proxy-trust). Every server's own default is
// none; scripts/start.mjs puts the host in front of the API on this machine, and the host's /api proxy and its
// own lookups send the visitor's address as X-Forwarded-For, so the API it starts trusts loopback. Every other
// process on the machine connects from loopback too, so start.mjs also makes a secret for this start
// (QS_PROXY_SECRET), which the host and the slices' servers send and the API requires with any forwarded header:
// only the servers it started speak for visitors. A value the user set is theirs: it reaches every process unchanged.
// @ts-check
import { randomBytes } from 'node:crypto';

/**
 * The environment start.mjs adds to the API's for proxy trust.
 * @param {NodeJS.ProcessEnv} env the environment npm start was given
 * @returns {{ QS_TRUSTED_PROXIES?: string }}
 */
export const apiProxyTrust = (env) => (env.QS_TRUSTED_PROXIES === undefined ? { QS_TRUSTED_PROXIES: 'loopback' } : {});

/**
 * The environment start.mjs adds to every process's (host, slices' servers, API): a new QS_PROXY_SECRET for this
 * start, unless the user set one (docs/security.md#proxy-trust).
 * @param {NodeJS.ProcessEnv} env the environment npm start was given
 * @returns {{ QS_PROXY_SECRET?: string }}
 */
export const localProxySecret = (env) =>
  env.QS_PROXY_SECRET === undefined ? { QS_PROXY_SECRET: randomBytes(32).toString('base64url') } : {};
