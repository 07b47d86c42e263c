// The host's server as a factory: createHostServer(config) registers everything on a Fastify app and
// returns it without listening, with a close() that also closes its API pool. index.mjs reads the config from
// process.env and listens; the server's tests call this in-process (app.inject(), or app.listen on port 0 where a
// real socket matters).
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Fastify from 'fastify';
import { registerStaticFiles } from '../../tools/server/static-files.mjs';
import { createProxyTrust } from '../../tools/server/proxy-trust.mjs';
import { registerSecurityHeaders } from '../../tools/server/security-headers.mjs';
import { registerApiProxy } from './api-proxy.mjs';
import { registerHttpsRedirect } from './https-redirect.mjs';
import { partnerRedirectOf } from './partner-gate.mjs';
import { fetchPartner, partnerSubdomainOf, readRegistryFor } from './registry.mjs';
import { contentSecurityPolicy } from './csp.mjs';
import { frameAncestorsFor } from './frame-ancestors.mjs';
import { createManifestCache, exposedStyles, hintsFor, injectIntoHead, inlineRegistry, renderHints } from './route-hints.mjs';
import { apiTransportFor, loadServerRenderer, renderInBackground, sendRenderedPage, sendServerPage, withDocumentMeta } from './server-render.mjs';
import { createPageCache, pageCacheKey, registryVersionOf, withNonce } from './page-cache.mjs';
import { sendHtml } from './send-html.mjs';
import { readStartupAssets, startupHints } from './startup-hints.mjs';
import { canonicalLink, inlineSiteSettings } from './site-settings.mjs';
import { registerSitemap } from './sitemap.mjs';
import { createPageLookup } from './page-exists.mjs';
import { routeForPath } from '../src/app/route-table.mjs';
import { createApiPool } from '../../tools/server/api-pool.mjs';

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
  const api = createApiPool({ urls: hostConfig.apiUrls, log });
  const config = { ...hostConfig, api };
  // A trust list it cannot read stops the start before anything is started.
  const trustProxy = createProxyTrust(config.trustedProxies);
  const readManifest = createManifestCache();
  // An unknown plan, article or company page answers 404, with the shell, whose slice shows the not-found page
  // (page-exists.mjs).
  const lookupPage = createPageLookup({ api });

  // The server renderer, unless QS_SSR=off (a build that cannot be loaded stops the start).
  const renderer = config.ssr ? await loadServerRenderer(config.serverRendererFile, config.site) : null;
  // What every visitor of an address sees, rendered once for many (page-cache.mjs).
  const renderedPages = createPageCache({ ttlMs: config.pageCacheTtlMs, staleMs: config.pageCacheStaleMs });

  // request.ip and request.protocol believe X-Forwarded-* only from a trusted proxy.
  const app = Fastify({ logger: false, trustProxy });
  // Which partner this is comes from the Host header alone: an X-Forwarded-Host (which a proxy may pass
  // on from the visitor unchanged) never picks another partner's site. The proxy must keep Host.
  app.addHook('onRequest', async (request) => {
    delete request.headers['x-forwarded-host'];
  });
  registerSecurityHeaders(app, { resourcePolicy: 'same-origin', hsts: config.hsts });
  // Behind the TLS proxy, a visit that came over plain http goes to https first (https-redirect.mjs).
  registerHttpsRedirect(app, config.site);

  // The API rate-limits and assigns per visitor: it gets the visitor's address, never ours nor a forged one.
  await registerApiProxy(app, { api });

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
  const registryOf = async (request) => (request.siteRegistry ??= await readRegistryFor(request.hostname, config, request.ip));

  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      const [registry, frameAncestors] = await Promise.all([registryOf(request), frameAncestorsFor(request, config)]);
      reply.header('Content-Security-Policy', contentSecurityPolicy(registry, frameAncestors, { nonce: request.pageNonce ?? undefined, styleAttributes: request.serverRendered }));
    }
    return payload;
  });

  await registerStaticFiles(app, config.distDir);

  /**
   * The page rendered by the server and streamed (server-render.mjs), as the site of this host name shows it: the
   * partner's, with its slices. Null, having sent nothing, when it cannot be (a partner whose configuration cannot
   * be read, a shell that cannot render): the caller sends the plain shell and the browser renders the page.
   */
  const serverRenderedPage = async (request, reply, { html, startupAssets, registry, routeHints, site, pathname }) => {
    let partner;
    try {
      partner = await fetchPartner(request.hostname, config, request.ip);
    } catch {
      return null;
    }
    const [siteRegistry, styles] = await Promise.all([readRegistryFor(config.site.domain, config), exposedStyles(registry, readManifest)]);
    // The shell's own stylesheets are needed for the first paint of its markup: linked, not only preloaded.
    const shellStyles = startupAssets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
    // The page's first API answer comes inside it: no preload of it (unused, and an error preloaded while the API was
    // down would be the answer to the visitor's 'Reintentar').
    const codeHints = routeHints.filter((hint) => !hint.href.startsWith('/api/'));
    const hints = renderHints([...codeHints, ...(config.routeHints ? startupHints({ ...startupAssets, styles: [] }) : [])]);
    const meta = renderer.documentMetaOf(pathname, partner ?? null);
    const document = injectIntoHead(withDocumentMeta(html, meta), `${site}${config.inlineRegistry ? inlineRegistry(registry) : ''}${shellStyles}${hints}`);
    const nonce = request.pageNonce;
    /** A render for this page's site; `failures` counts the slots it could not render (such a page is not kept). */
    const renderRequest = (failures) => ({
      url: String(request.url),
      registry: siteRegistry.remotes,
      partner: partner ?? null,
      slices: registry.remotes.map((remote) => remote.name),
      api: apiTransportFor(app, request),
      nonce,
      styles,
      budgetMs: config.renderBudgetMs,
      onError: (error) => {
        failures.count += 1;
        log(`server render of ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
      },
    });
    const key = pageCacheKey({
      site: partnerSubdomainOf(request.hostname, config) ?? 'main',
      url: request.url,
      registryVersion: registryVersionOf([siteRegistry.remotes, registry.remotes, partner ?? null]),
    });
    /** Keeps a page only when every slot rendered: a fault of one moment is not sent to the next visitors. */
    const keep = (failures) => (page) => (failures.count === 0 ? renderedPages.store(key, { ...page, nonce }) : renderedPages.refreshFailed(key));
    request.serverRendered = true;
    const cached = renderedPages.lookup(key);
    if (cached) {
      if (cached.refresh) {
        const failures = { count: 0 };
        renderInBackground(renderer, renderRequest(failures)).then(keep(failures), () => renderedPages.refreshFailed(key));
      }
      const { root, data, nonce: renderedNonce } = cached.page;
      return sendRenderedPage(request, reply.header('Cache-Control', 'no-store'), document, { root: withNonce(root, renderedNonce, nonce), data });
    }
    try {
      const failures = { count: 0 };
      return await sendServerPage(request, reply.header('Cache-Control', 'no-store'), document, renderer, renderRequest(failures), { onRendered: keep(failures) });
    } catch (error) {
      request.serverRendered = false;
      log(`server render of ${pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };

  // Deep links (/Comparar/EPS, /EPS/org/plan) are routes of the single-page shell.
  // The shell carries a per-request CSP naming the registry's origins: never let the browser reuse an
  // old copy (a 304 revalidation would keep the old policy and block a newly registered remote).
  // The HTML carries this host name's registry and the route's preload hints (route-hints.mjs).
  const sendShell = async (request, reply) => {
    // A page outside a partner's allowed paths never leaves the server (partner-gate.mjs).
    const partnerTarget = await partnerRedirectOf(request, config);
    if (partnerTarget) return reply.header('Cache-Control', 'no-store').redirect(partnerTarget, 302);
    const [html, startupAssets, registry] = await Promise.all([readFile(path.join(config.distDir, 'index.html'), 'utf8'), readStartupAssets(config.distDir), registryOf(request)]);
    const pathname = new URL(request.url, 'http://site').pathname;
    // The host's own pages (the chat agents' inbox) are for staff: no search engine lists them, even before the shell runs.
    if (routeForPath(pathname).slice === null) reply.header('X-Robots-Tag', 'noindex, nofollow');
    // The path as the request wrote it ('//x/y' is not the page '/y').
    // On a partner's host name the page is asked for as the partner's: what the partner may not show does not exist there.
    const partnerHost = partnerSubdomainOf(request.hostname, config) ? request.headers.host : undefined;
    const exists = await lookupPage(String(request.url).split('?')[0], request.ip, partnerHost);
    if (exists === false) reply.code(404);
    const routeHints = config.routeHints ? await hintsFor(pathname, registry, readManifest) : [];
    request.pageNonce = randomBytes(16).toString('base64');
    const site = `${inlineSiteSettings(config.site, request.pageNonce)}${canonicalLink(config.site, pathname)}`;
    if (renderer && exists !== false && routeForPath(pathname).slice !== null) {
      const sent = await serverRenderedPage(request, reply, { html, startupAssets, registry, routeHints, site, pathname });
      if (sent) return sent;
    }
    // The plain shell, rendered in the browser: with its own chunks fetched beside the document (startup-hints.mjs).
    const hints = [...routeHints, ...(config.routeHints ? startupHints(startupAssets) : [])];
    const page = injectIntoHead(html, `${site}${config.inlineRegistry ? inlineRegistry(registry) : ''}${renderHints(hints)}`);
    return sendHtml(request, reply.header('Cache-Control', 'no-store'), page);
  };

  app.get('/', sendShell);
  // The public pages at the site's origin, for crawlers (sitemap.mjs).
  registerSitemap(app, { site: config.site, api });

  // Every page is the shell, whatever the client accepts: a link-preview fetcher (WhatsApp, Facebook, X, Slack), a link
  // checker or a monitor sends no `Accept: text/html`, and is sent the same page (and its status: 404 for what names
  // nothing) a browser is. The API's paths keep their JSON answers.
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) return sendShell(request, reply);
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
  return { app, close };
};
