// The host's server as a factory: createHostServer(config) registers everything on a Fastify app and
// returns it without listening, with a close() that also closes its API pool. index.mjs reads the config from
// process.env and listens; the server's tests call this in-process (app.inject(), or app.listen on port 0 where a
// real socket matters).
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { registerStaticFiles } from '../../tools/server/static-files.mjs';
import { createProxyTrust } from '../../tools/server/proxy-trust.mjs';
import { registerSecurityHeaders } from '../../tools/server/security-headers.mjs';
import { registerApiProxy } from './api-proxy.mjs';
import { isStaffCall } from './staff-calls.mjs';
import { registerHttpsRedirect } from './https-redirect.mjs';
import { partnerRedirectOf } from './partner-gate.mjs';
import { partnerSubdomainOf, readRegistryFor } from './registry.mjs';
import { contentSecurityPolicy } from './csp.mjs';
import { frameAncestorsFor } from './frame-ancestors.mjs';
import { createManifestCache } from './route-hints.mjs';
import { loadServerRenderer } from './server-render.mjs';
import { createShellPages } from './shell-pages.mjs';
import { sendHtml } from './send-html.mjs';
import { registerSitemap, SITEMAP_ROUTES } from './sitemap.mjs';
import { createPageLookup } from './page-exists.mjs';
import { routeForPath } from '../src/app/route-table.mjs';
import { NONCE_TIMING } from '../src/start/nonce-timing.mjs';
import { createApiPool } from '../../tools/server/api-pool.mjs';
import { withProxySecret } from '../../tools/server/proxy-secret.mjs';
import { registerRequestTracing, tracingServerOptions, withActiveTrace } from './request-tracing.mjs';
import { drainingCheck, drainState } from '../../tools/server/graceful-stop.mjs';
import { registerHostOperations, trackServerSlices } from './health.mjs';
import { createHostMetrics } from './metrics.mjs';

export { readHostConfig } from './host-config.mjs';

/** `/api` and what is under it (the proxy's routes): never a page. */
const isApiPath = (url) => /^\/api(?:[/?#]|$)/.test(String(url));

/**
 * The host's Fastify app, every route and hook registered and ready, not listening. `close()` closes the
 * app and its API pool.
 * @param {import('./host-config.mjs').HostConfig} hostConfig from readHostConfig
 * @param {{ log?: (line: string) => void }} [options] where the API pool's and the renderer's lines go (index.mjs: stdout)
 */
export const createHostServer = async (hostConfig, { log = () => {} } = {}) => {
  // Every request of this server to the API goes through the pool: the /api proxy and its own lookups.
  // Each carries the trace of the request it is made for (request-tracing.mjs).
  const api = createApiPool({
    urls: hostConfig.apiUrls,
    log,
    fetchImpl: (url, init) => fetch(url, withActiveTrace(withProxySecret(init, hostConfig.proxySecret))),
  });
  const config = { ...hostConfig, api };
  // A trust list it cannot read stops the start before anything is started.
  const trustProxy = createProxyTrust(config.trustedProxies);
  const readManifest = createManifestCache();
  // An unknown plan, article or company page answers 404, with the shell, whose slice shows the not-found page
  // (page-exists.mjs).
  const lookupPage = createPageLookup({ api });
  // Prometheus metrics of this app (metrics.mjs), read at /metrics.
  const metrics = createHostMetrics({ api });

  // The server renderer, unless QS_SSR=off (a build that cannot be loaded stops the start).
  const renderer = config.ssr
    ? metrics.timedRenderer(await loadServerRenderer(config.serverRendererFile, config.site))
    : null;
  // The slices' server code, loaded ahead of the first visitors (it may not be served yet: a render loads it then).
  // Whether it loaded is part of the host's readiness (health.mjs).
  const serverSlices = renderer ? trackServerSlices(renderer, () => readRegistryFor(config.site.domain, config)) : null;

  // request.ip and request.protocol believe X-Forwarded-* only from a trusted proxy.
  // pino at QS_LOG_LEVEL (warn by default) with each line's trace ids, and the request id (request-tracing.mjs).
  const app = Fastify({ ...tracingServerOptions({ level: config.logLevel }), trustProxy });
  // First: every later hook and handler runs in the request's span (docs/operations.md#tracing-and-logs).
  registerRequestTracing(app);
  // /healthz, /readyz and /metrics first: no hook below (partner, https redirect, pages) applies to them (health.mjs).
  const operations = registerHostOperations(app, { config, api, serverSlices, metrics });
  // A stop (index.mjs, on SIGTERM) sets `drain.since`: readiness then answers 503 and every answer `Connection: close`.
  const drain = drainState(app);
  operations.checks.draining = drainingCheck(drain);
  // Which partner this is comes from the Host header alone: an X-Forwarded-Host (which a proxy may pass
  // on from the visitor unchanged) never picks another partner's site. The proxy must keep Host.
  app.addHook('onRequest', async (request) => {
    delete request.headers['x-forwarded-host'];
  });
  registerSecurityHeaders(app, { resourcePolicy: 'same-origin', hsts: config.hsts });
  // Behind the TLS proxy, a visit that came over plain http goes to https first (https-redirect.mjs).
  registerHttpsRedirect(app, config.site);

  // The agents' calls are the staff app's, on its own origin (staff-calls.mjs): never through the public site.
  app.addHook('onRequest', async (request, reply) => {
    if (isStaffCall(request.url))
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Recurso no encontrado' });
    return undefined;
  });
  // The API rate-limits and assigns per visitor: it gets the visitor's address, never ours nor a forged one.
  await registerApiProxy(app, { api, proxySecret: config.proxySecret });

  // Read on every request: pointing an entry at another build changes the site on the next load.
  app.get('/remotes.json', async (request, reply) => {
    const registry = await readRegistryFor(request.hostname, config, request.ip);
    return reply.header('Cache-Control', 'no-store').send(registry);
  });

  // The shell's registry, read once per page: the same one goes into its HTML and its CSP.
  app.decorateRequest('siteRegistry', null);
  // Every shell page has its own nonce: React's inline scripts in a server-rendered page, and the <style> elements
  // the shell's libraries add at run time (the drawer's scroll lock), are allowed by it and nothing else inline is.
  app.decorateRequest('pageNonce', null);
  // Set on a page whose markup the server rendered (its CSP allows style attributes, csp.mjs).
  app.decorateRequest('serverRendered', false);
  // A kept page's inline scripts, allowed by their hashes rather than by the nonce (page-cache.mjs).
  app.decorateRequest('scriptHashes', null);
  const registryOf = async (request) =>
    (request.siteRegistry ??= await readRegistryFor(request.hostname, config, request.ip));

  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      const [registry, frameAncestors] = await Promise.all([registryOf(request), frameAncestorsFor(request, config)]);
      const nonce = request.pageNonce ?? undefined;
      reply.header(
        'Content-Security-Policy',
        contentSecurityPolicy(registry, frameAncestors, {
          nonce,
          scriptHashes: request.scriptHashes ?? undefined,
          styleAttributes: request.serverRendered,
        }),
      );
      // The nonce for the styles the shell adds at run time, read by its script (host/src/start/style-nonce.ts): in a
      // header, so that a kept page's markup is the same for every visitor.
      if (nonce) reply.header('Server-Timing', `${NONCE_TIMING};desc="${nonce}"`);
    }
    return payload;
  });

  // The build the host started with (its server renderer is loaded at start too): a page's path is never looked for on disk.
  await registerStaticFiles(app, config.distDir, {
    files: 'at-start',
    answeredElsewhere: ['/remotes.json', ...SITEMAP_ROUTES],
  });

  const { shellDocument, serverRenderedPage } = createShellPages({ app, config, renderer, readManifest, log });

  // Deep links (/Comparar/EPS, /EPS/org/plan) are routes of the single-page shell.
  // The shell carries a per-request CSP naming the registry's origins: never let the browser reuse an
  // old copy (a 304 revalidation would keep the old policy and block a newly registered remote).
  // The HTML carries this host name's registry and the route's preload hints (route-hints.mjs).
  const sendShell = async (request, reply) => {
    // A page outside a partner's allowed paths never leaves the server (partner-gate.mjs).
    const partnerTarget = await partnerRedirectOf(request, config);
    if (partnerTarget) return reply.header('Cache-Control', 'no-store').redirect(partnerTarget, 302);
    const registry = await registryOf(request);
    const pathname = new URL(request.url, 'http://site').pathname;
    // The host's own pages (none today: HOST_ROUTES) would be for staff: no search engine lists them.
    if (routeForPath(pathname).slice === null) reply.header('X-Robots-Tag', 'noindex, nofollow');
    // The path as the request wrote it ('//x/y' is not the page '/y').
    // On a partner's host name the page is asked for as the partner's: what the partner may not show does not exist there.
    const partnerHost = partnerSubdomainOf(request.hostname, config) ? request.headers.host : undefined;
    const exists = await lookupPage(String(request.url).split('?')[0], request.ip, partnerHost);
    if (exists === false) reply.code(404);
    request.pageNonce = randomBytes(16).toString('base64');
    if (renderer && exists !== false && routeForPath(pathname).slice !== null) {
      const sent = await serverRenderedPage(request, reply, { registry, pathname });
      // A reply is a promise of its own end: awaited, a page sent reads as `undefined` here. Sending the shell
      // after it was Fastify's 'Reply was already sent' warning on every rendered page (seen once the host logged).
      if (sent || reply.sent) return reply;
    }
    return sendHtml(
      request,
      reply.header('Cache-Control', 'no-store'),
      await shellDocument({ registry, pathname, request }),
    );
  };

  app.get('/', sendShell);
  // The public pages at the site's origin, for crawlers (sitemap.mjs).
  registerSitemap(app, { site: config.site, api });

  // Every page is the shell, whatever the client accepts: a link-preview fetcher (WhatsApp, Facebook, X, Slack), a link
  // checker or a monitor sends no `Accept: text/html`, and is sent the same page (and its status: 404 for what names
  // nothing) a browser is. The API's paths keep their JSON answers.
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url))
      return sendShell(request, reply);
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Recurso no encontrado' });
  });

  // The same stop may be asked twice (two signals, a test's afterAll): both are this one.
  /** @type {Promise<void> | null} */
  let closing = null;
  const close = () =>
    (closing ??= (async () => {
      api.close();
      await app.close().catch(() => {});
    })());

  try {
    await app.ready();
  } catch (error) {
    await close();
    throw error;
  }
  return { app, close, drain };
};
