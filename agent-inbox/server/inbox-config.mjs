// The staff app's server settings, read from an environment (index.mjs passes process.env; tests pass their own).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trustedProxyList } from '../../tools/server/proxy-trust.mjs';
import { HSTS } from '../../tools/server/security-headers.mjs';
import { apiUrlsFrom } from '../../tools/server/api-pool.mjs';
import { proxySecretOf } from '../../tools/server/proxy-secret.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Its port when QS_AGENT_INBOX_PORT does not say (scripts/workspaces.mjs names it too). */
export const INBOX_PORT = 3005;

/** @typedef {ReturnType<typeof readInboxConfig>} InboxConfig */

/** @param {NodeJS.ProcessEnv} env */
export const readInboxConfig = (env) => ({
  port: Number(env.QS_AGENT_INBOX_PORT ?? INBOX_PORT),
  listenHost: env.QS_LISTEN_HOST ?? 'localhost',
  logLevel: env.QS_LOG_LEVEL ?? 'warn',
  distDir: path.resolve(env.QS_AGENT_INBOX_DIST ?? path.join(here, '../dist')),
  // The same API instances, trust list and proxy secret as the host's (host/server/host-config.mjs).
  apiUrls: apiUrlsFrom(env),
  trustedProxies: trustedProxyList(env.QS_TRUSTED_PROXIES),
  proxySecret: proxySecretOf(env),
  hsts: env.QS_HSTS ?? HSTS,
});
