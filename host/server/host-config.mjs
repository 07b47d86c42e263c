// The host server's settings, read from an environment (index.mjs passes process.env; tests pass their own).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSiteSettings } from '@qs/shared/src/site/site-domain.mjs';
import { trustedProxyList } from '../../tools/server/proxy-trust.mjs';
import { HSTS } from '../../tools/server/security-headers.mjs';
import { apiUrlsFrom } from '../../tools/server/api-pool.mjs';
import { captureNice } from './prerender/capture-worker-process.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @typedef {ReturnType<typeof readHostConfig>} HostConfig */

/**
 * The host's configuration from `env`. Throws an Error saying what is wrong with a setting it cannot use
 * (the site's domain or origin, a shared capture worker without its token): the start stops there.
 * @param {NodeJS.ProcessEnv} env
 */
export const readHostConfig = (env) => {
  const config = {
    port: Number(env.QS_HOST_PORT ?? 3000),
    // The site's domain and public origin (QS_SITE_DOMAIN, QS_SITE_ORIGIN): partners are `{partner}.{domain}`.
    // One that cannot be read stops the start.
    site: readSiteSettings(env),
    listenHost: env.QS_LISTEN_HOST ?? 'localhost',
    distDir: path.resolve(env.QS_HOST_DIST ?? path.join(here, '../dist')),
    registryFile: path.resolve(env.QS_REGISTRY_FILE ?? path.join(here, '../registry/remotes.local.json')),
    // The API instances (QS_API_URLS, comma separated; else QS_API_URL): requests are spread across them
    // (tools/server/api-pool.mjs, docs/adr/0013-several-api-instances.md).
    apiUrls: apiUrlsFrom(env),
    // To measure what each brings (docs/adr/0006-route-preload-hints.md): `QS_ROUTE_HINTS=off` serves the
    // shell without preload hints, `QS_INLINE_REGISTRY=off` without the registry (start-site then fetches it).
    routeHints: env.QS_ROUTE_HINTS !== 'off',
    inlineRegistry: env.QS_INLINE_REGISTRY !== 'off',
    // Whose X-Forwarded-For/-Proto is believed (tools/server/proxy-trust.mjs): default loopback only.
    trustedProxies: trustedProxyList(env.QS_TRUSTED_PROXIES),
    // The Strict-Transport-Security value sent over https, or `off` (tools/server/security-headers.mjs).
    hsts: env.QS_HSTS ?? HSTS,
    // Server rendering (server-render.mjs): `QS_SSR=on` renders each page's React tree on the server and streams
    // it, and the browser hydrates it; slots whose data or code take longer than QS_RENDER_BUDGET_MS render in
    // the browser. The renderer is the build in QS_HOST_SERVER_DIST (host/dist-server).
    ssr: env.QS_SSR === 'on',
    renderBudgetMs: Number(env.QS_RENDER_BUDGET_MS ?? 300),
    // A rendered page is sent to the next visitors of its address for QS_PAGE_CACHE_TTL_MS, then for
    // QS_PAGE_CACHE_STALE_MS more while it is rendered again in the background (page-cache.mjs); 0 keeps none.
    pageCacheTtlMs: Number(env.QS_PAGE_CACHE_TTL_MS ?? 10_000),
    pageCacheStaleMs: Number(env.QS_PAGE_CACHE_STALE_MS ?? 60_000),
    serverRendererFile: path.resolve(env.QS_HOST_SERVER_DIST ?? path.join(here, '../dist-server'), 'render.js'),
    // Prerendered HTML of the public pages (docs/adr/0007-prerendered-html.md); `QS_PRERENDER=off` serves the plain shell.
    // Snapshots are taken by a capture worker process (prerender/capture-worker.mjs): the one QS_CAPTURE_URL
    // names (shared by several hosts), or else one this host starts. They are read from QS_SNAPSHOT_DIR (the
    // folder the worker writes; a fresh temporary one when this host starts its own worker).
    prerender: env.QS_PRERENDER !== 'off' && env.QS_SSR !== 'on',
    captureUrl: env.QS_CAPTURE_URL?.replace(/\/+$/, '') || null,
    snapshotDir: env.QS_SNAPSHOT_DIR || null,
    // The worker's page loads carry this token (they get the live shell); hosts and a shared worker have the
    // same QS_PRERENDER_TOKEN, which the worker also asks of whoever sends it jobs. Null: a random one.
    prerenderToken: env.QS_PRERENDER_TOKEN || null,
    prerenderWarm: Number(env.QS_PRERENDER_WARM ?? 40),
    // The niceness of the capture worker this host starts: snapshots give way to serving visitors.
    captureNice: captureNice(env.QS_CAPTURE_NICE),
    prerenderWarmDelayMs: Number(env.QS_PRERENDER_WARM_DELAY_MS ?? 3000),
    // How long a switched registry must hold before the warm set is taken again with it (ADR 0007).
    prerenderRewarmDelayMs: Number(env.QS_PRERENDER_REWARM_DELAY_MS ?? 60_000),
    // With a snapshot the app starts after it is painted (prerender/boot-after-paint.mjs); `off` to measure that.
    bootAfterPaint: env.QS_BOOT_AFTER_PAINT !== 'off',
    // The environment a capture worker this host starts runs with (it reads its own settings from it).
    env,
  };
  if (config.prerender && config.captureUrl && (env.QS_PRERENDER_TOKEN ?? '').length < 16) {
    throw new Error('QS_CAPTURE_URL needs QS_PRERENDER_TOKEN (at least 16 characters, the one the capture worker has)');
  }
  return config;
};
