// The host's /healthz, /readyz and /metrics (docs/operations.md): answered before every other hook (the partner gate,
// the https redirect and the pages never see them) and never proxied to the API (its proxy covers /api/* only).
//
// Ready means this host can serve the site's pages as its peers do:
// - shell: its build's index.html can be read (every page is made from it);
// - registry: QS_REGISTRY_FILE can be read and parsed (every page and /remotes.json read it);
// - serverSlices (only with server rendering on): the slices' server containers named by the registry's `ssrEntry`
//   loaded into this process. A host whose load failed is retried (at most every few seconds, by the probe) and is
//   not ready meanwhile: its pages would be rendered in the browser while its peers' are not.
// - api: how many API instances the pool has in rotation, reported and never failing: the API is shared by every
//   host, so a host that left the balancer with it would take the whole site down, where a host whose API is down
//   still serves every page's shell and the browser keeps leads in its outbox until the API is back.
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { cachedProbe, healthRoutes, registerOperationalRoutes } from '../../tools/server/health.mjs';
import { metricsAccessAllowed } from '../../tools/server/metrics-access.mjs';
import { readRegistryFor } from './registry.mjs';

/** How soon a readiness probe may start another load of server containers that failed to load. */
export const SLICES_RETRY_MS = 5000;

/**
 * Loads the slices' server containers now (in the background) and keeps what came of it. `check()` is the
 * readiness check: loaded, or not yet / failed (then a new load starts, at most once per `retryAfterMs`). A renderer
 * whose `loadServerSlices` reports nothing (an older build) counts as loaded.
 * @param {{ loadServerSlices: (remotes: unknown[]) => Promise<{ failed?: string[] } | void> }} renderer
 * @param {() => Promise<{ remotes: unknown[] }>} readRegistry the main site's registry
 * @param {{ retryAfterMs?: number, now?: () => number }} [options]
 */
export const trackServerSlices = (renderer, readRegistry, { retryAfterMs = SLICES_RETRY_MS, now = Date.now } = {}) => {
  /** @type {{ ok: boolean } & Record<string, unknown>} */
  let state = { ok: false, status: 'loading' };
  let startedAt = 0;
  /** @type {Promise<void> | null} */
  let loading = null;
  const load = () =>
    (loading ??= (async () => {
      startedAt = now();
      try {
        const { remotes } = await readRegistry();
        const failed = (await renderer.loadServerSlices(remotes))?.failed ?? [];
        state = failed.length === 0 ? { ok: true, status: 'loaded' } : { ok: false, status: 'failed', failed };
      } catch (error) {
        state = { ok: false, status: 'failed', error: error instanceof Error ? error.message : String(error) };
      } finally {
        loading = null;
      }
    })());
  void load();
  return {
    /** Resolves once the load under way (if any) has ended. */
    settled: () => loading ?? Promise.resolve(),
    check: () => {
      if (state.status === 'failed' && now() - startedAt >= retryAfterMs) void load();
      return state;
    },
  };
};

/**
 * @param {{ config: import('./host-config.mjs').HostConfig, api: import('../../tools/server/api-pool.mjs').ApiPool,
 *   serverSlices: ReturnType<typeof trackServerSlices> | null }} host
 * @returns {import('../../tools/server/health.mjs').Checks}
 */
export const hostChecks = ({ config, api, serverSlices }) => ({
  // Files: read again at most once a second, whatever the number of probes (tools/server/health.mjs).
  shell: cachedProbe(async () => {
    await access(path.join(config.distDir, 'index.html'), constants.R_OK);
    return { ok: true };
  }),
  registry: cachedProbe(async () => {
    const registry = await readRegistryFor(config.site.domain, config);
    if (!Array.isArray(registry?.remotes)) return { ok: false, error: 'the registry has no "remotes" list' };
    return { ok: true, remotes: registry.remotes.length };
  }),
  ...(serverSlices ? { serverSlices: () => serverSlices.check() } : {}),
  api: () => ({ ok: true, inRotation: api.inRotation().length, instances: api.urls.length }),
});

/**
 * Registers /healthz, /readyz and /metrics first on the host's app (call it before any other hook), and the
 * request timing of every answer. Answers the readiness checks, by name, which /readyz runs on each probe.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ config: import('./host-config.mjs').HostConfig, api: import('../../tools/server/api-pool.mjs').ApiPool,
 *   serverSlices: ReturnType<typeof trackServerSlices> | null, metrics: import('./metrics.mjs').HostMetrics }} host
 */
export const registerHostOperations = (app, { config, api, serverSlices, metrics }) => {
  const checks = hostChecks({ config, api, serverSlices });
  registerOperationalRoutes(app, {
    ...healthRoutes(() => checks),
    '/metrics': async (request, reply) => {
      // Not allowed: the site's not-found page with its 404, as for any path that names nothing; nothing reveals it.
      if (!metricsAccessAllowed(request, config.metricsToken)) return reply.code(404).callNotFound();
      const { contentType, body } = await metrics.scrape();
      return reply.header('Cache-Control', 'no-store').type(contentType).send(body);
    },
  });
  app.addHook('onResponse', async (request, reply) => metrics.observeRequest(request, reply));
  // The checks are read on each probe: a part of the server set up later (a stop's drain) may add its own.
  return { checks };
};
