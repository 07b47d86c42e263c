// The host server's settings, read from an environment (index.mjs passes process.env; tests pass their own).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSiteSettings } from '@qs/contract/rules/site-domain';
import { trustedProxyList } from '../../tools/server/proxy-trust.mjs';
import { HSTS } from '../../tools/server/security-headers.mjs';
import { apiUrlsFrom } from '../../tools/server/api-pool.mjs';
import { proxySecretOf } from '../../tools/server/proxy-secret.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @typedef {ReturnType<typeof readHostConfig>} HostConfig */

/**
 * The host's configuration from `env`. Throws an Error saying what is wrong with a setting it cannot use
 * (the site's domain or origin): the start stops there.
 * @param {NodeJS.ProcessEnv} env
 */
export const readHostConfig = (env) => ({
  port: Number(env.QS_HOST_PORT ?? 3000),
  // The site's domain and public origin (QS_SITE_DOMAIN, QS_SITE_ORIGIN): partners are `{partner}.{domain}`.
  // One that cannot be read stops the start.
  site: readSiteSettings(env),
  listenHost: env.QS_LISTEN_HOST ?? 'localhost',
  // pino's level for the host's log (request-tracing.mjs): warnings and errors unless asked for more.
  logLevel: env.QS_LOG_LEVEL ?? 'warn',
  distDir: path.resolve(env.QS_HOST_DIST ?? path.join(here, '../dist')),
  registryFile: path.resolve(env.QS_REGISTRY_FILE ?? path.join(here, '../registry/remotes.local.json')),
  // The API instances (QS_API_URLS, comma separated; else QS_API_URL): requests are spread across them
  // (tools/server/api-pool.mjs, docs/adr/0013-several-api-instances.md).
  apiUrls: apiUrlsFrom(env),
  // To measure what each brings (docs/adr/0006-route-preload-hints.md): `QS_ROUTE_HINTS=off` serves the
  // shell without preload hints, `QS_INLINE_REGISTRY=off` without the registry (start-site then fetches it).
  routeHints: env.QS_ROUTE_HINTS !== 'off',
  inlineRegistry: env.QS_INLINE_REGISTRY !== 'off',
  // Whose X-Forwarded-For/-Proto is believed (tools/server/proxy-trust.mjs): default nobody, the front proxy's
  // address when there is one.
  trustedProxies: trustedProxyList(env.QS_TRUSTED_PROXIES),
  // Sent with every request to the API (its /api proxy and its own lookups) when set: the API then believes this
  // host's X-Forwarded-* and no other local process's (tools/server/proxy-secret.mjs; npm start makes one).
  proxySecret: proxySecretOf(env),
  // The Strict-Transport-Security value sent over https, or `off` (tools/server/security-headers.mjs).
  hsts: env.QS_HSTS ?? HSTS,
  // Server rendering (server-render.mjs, docs/adr/0020-server-rendering.md): each page's React tree is rendered
  // on the server and streamed, and the browser hydrates it; slots whose data or code take longer than
  // QS_RENDER_BUDGET_MS render in the browser. The renderer is the build in QS_HOST_SERVER_DIST (host/dist-server).
  // `QS_SSR=off` turns it off: the host then serves the plain shell, rendered in the browser.
  ssr: env.QS_SSR !== 'off',
  renderBudgetMs: Number(env.QS_RENDER_BUDGET_MS ?? 300),
  // A rendered page is sent to the next visitors of its address for QS_PAGE_CACHE_TTL_MS, then for
  // QS_PAGE_CACHE_STALE_MS more while it is rendered again in the background (page-cache.mjs); 0 keeps none.
  pageCacheTtlMs: Number(env.QS_PAGE_CACHE_TTL_MS ?? 10_000),
  pageCacheStaleMs: Number(env.QS_PAGE_CACHE_STALE_MS ?? 60_000),
  serverRendererFile: path.resolve(env.QS_HOST_SERVER_DIST ?? path.join(here, '../dist-server'), 'render.js'),
  // Who may read /metrics (tools/server/metrics-access.mjs): with a token, only `Authorization: Bearer <token>`;
  // without one, only a direct loopback connection that no proxy relayed.
  metricsToken: env.QS_METRICS_TOKEN ? env.QS_METRICS_TOKEN : null,
});
