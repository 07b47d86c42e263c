// The host's server as a factory: createHostServer(config) registers everything on a Fastify app and
// returns it without listening, with a close() that also stops what it started (its own capture worker, its
// temporary snapshot folder). index.mjs reads the config from process.env and listens; the server's tests
// call this in-process (app.inject(), or app.listen on port 0 where a real socket matters).
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { registerStaticFiles } from '../../tools/server/static-files.mjs';
import { createProxyTrust, isLoopbackAddress } from '../../tools/server/proxy-trust.mjs';
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
import { createSnapshotStore, registryVersion, snapshotKey } from './prerender/snapshot-store.mjs';
import { sendHtml } from './send-html.mjs';
import { readStartupAssets, startupHints } from './startup-hints.mjs';
import { canonicalLink, inlineSiteSettings } from './site-settings.mjs';
import { registerSitemap } from './sitemap.mjs';
import { createCaptureClient } from './prerender/capture-client.mjs';
import { startCaptureWorker } from './prerender/capture-worker-process.mjs';
import { listPublicPages } from './prerender/public-pages.mjs';
import { PRERENDER_STATUS_PATH, renderSnapshot, snapshotRequest } from './prerender/serve-snapshot.mjs';
import { framePageOf, kindFrameKeyOf, snapshotPageOf } from './prerender/snapshot-page.mjs';
import { fillKindFrame } from './prerender/kind-frame.mjs';
import { createSharedLinkTargets } from './prerender/shared-link-page.mjs';
import { createRefreshAhead } from './prerender/refresh-ahead.mjs';
import { createPageLookup } from './page-exists.mjs';
import { routeForPath } from '../src/app/route-table.mjs';
import { createApiPool } from '../../tools/server/api-pool.mjs';

export { readHostConfig } from './host-config.mjs';

/** `/api` and what is under it (the proxy's routes): never a page. */
const isApiPath = (url) => /^\/api(?:[/?#]|$)/.test(String(url));

/**
 * The host's Fastify app, every route and hook registered and ready, not listening. `close()` closes the
 * app, stops the capture worker it started and removes its temporary snapshot folder; `startWarming()`
 * queues the public pages' snapshots a little later (index.mjs calls it once the server listens).
 * @param {import('./host-config.mjs').HostConfig} hostConfig from readHostConfig
 * @param {{ log?: (line: string) => void }} [options] where the capture worker's and client's lines go (index.mjs: stdout)
 */
export const createHostServer = async (hostConfig, { log = () => {} } = {}) => {
  // Every request of this server to the API goes through the pool: the /api proxy and its own lookups.
  const api = createApiPool({ urls: hostConfig.apiUrls, log });
  const config = { ...hostConfig, api };
  // A trust list it cannot read stops the start before anything is started.
  const trustProxy = createProxyTrust(config.trustedProxies);
  const readManifest = createManifestCache();
  // An unknown plan, article or company page answers 404 (with the shell, whose slice shows the not-found
  // page) and is never prerendered (page-exists.mjs).
  const lookupPage = createPageLookup({ api });
  // Where a shared result (/url/{link}) leads: its snapshot is that view's (prerender/shared-link-page.mjs).
  const sharedLinkTargets = createSharedLinkTargets({ api });

  // The server renderer, when pages are rendered on the server (a build that cannot be loaded stops the start).
  const renderer = config.ssr ? await loadServerRenderer(config.serverRendererFile, config.site, log) : null;
  // What every visitor of an address sees, rendered once for many (page-cache.mjs).
  const renderedPages = createPageCache({ ttlMs: config.pageCacheTtlMs, staleMs: config.pageCacheStaleMs });

  // The worker's page loads carry this token (they get the live shell): readHostConfig has checked that a
  // shared worker's is given; a host with its own worker makes one up.
  const prerendererToken = config.prerenderToken || randomBytes(16).toString('hex');
  const ownSnapshotDir = config.prerender && !config.snapshotDir ? mkdtempSync(path.join(tmpdir(), 'qs-snapshots-')) : null;
  const snapshots = config.prerender ? createSnapshotStore({ dir: config.snapshotDir ?? ownSnapshotDir }) : null;
  const mainRegistryVersion = async () => registryVersion((await readRegistryFor(config.site.domain, config)).remotes);
  // Without a shared worker this host starts one, which loads pages from this server on the site's own name
  // (the remotes' CORS knows it), its Chromium resolving that name to the address this server listens on.
  const ownWorker =
    snapshots && !config.captureUrl
      ? startCaptureWorker({
          env: {
            ...config.env,
            QS_PRERENDER_TOKEN: prerendererToken,
            QS_SNAPSHOT_DIR: snapshots.dir,
            QS_CAPTURE_SITE_URL: `http://${config.site.domain}:${config.port}`,
            QS_CAPTURE_RESOLVE_TO: config.listenHost,
          },
          nice: config.captureNice,
          log,
        })
      : null;
  const captures = config.prerender ? createCaptureClient({ url: ownWorker ? ownWorker.url : () => config.captureUrl, token: prerendererToken, log }) : null;
  // A served snapshot past half its TTL is taken again before it expires (prerender/refresh-ahead.mjs).
  const refreshAhead = captures && createRefreshAhead({ enqueue: (jobs) => captures.enqueue(jobs) });

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
  // Every shell page has its own nonce: the snapshot's <style> and starter, and the <style> elements the shell's
  // libraries add at run time (the drawer's scroll lock), are allowed by it and nothing else inline is.
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
   * The snapshot a page request may get (prerender/serve-snapshot.mjs), with the registry version it must
   * have been taken with, or null. A shared result gets the view its link leads to. A partner gets its own,
   * only when the partner exists, and tagged with its restrictions too: a change to them is a miss.
   * `frame`: the comparator whose frame is sent while `page` has no snapshot (or has none of its own).
   */
  const wantedSnapshot = async (request, registry) => {
    const wanted = snapshotRequest(request, prerendererToken, config.site.domain);
    if (!wanted) return null;
    let { page, frame } = wanted;
    if (page?.startsWith('/url/')) {
      const target = await sharedLinkTargets(page, request.ip);
      page = target && snapshotPageOf(target.pathname, target.query);
      frame = target && !wanted.crawler ? framePageOf(target.pathname, target.query) : null;
      if (!page && !frame) return null;
    }
    if (!wanted.partner) {
      const version = registryVersion(registry.remotes);
      warmAgainIfSwitched(version);
      return { ...wanted, page, frame, version };
    }
    let partner;
    try {
      partner = await fetchPartner(request.hostname, config, request.ip);
    } catch {
      return null;
    }
    return partner ? { ...wanted, page, frame, version: registryVersion({ remotes: registry.remotes, partner }) } : null;
  };

  /**
   * What goes with the shell: the page's snapshot, or else its comparator's frame (the heading and the site
   * around it, the view's parts as placeholders). A miss is queued for the worker, which takes the page in the
   * background for the next visitor. Each visitor (their address, behind the proxy) has a share of its queue;
   * this machine's own tools (the bench, the tests) are not visitors.
   */
  const storedSnapshotFor = async (request, { page, frame, partner, variant, version }) => {
    // Asked only while prerendering, when both are there.
    if (!captures || !snapshots) return null;
    const client = isLoopbackAddress(request.ip) ? undefined : request.ip;
    const take = (pathname) => captures.enqueue([{ pathname, variant, version, ...(partner ? { partner } : {}), ...(client ? { client } : {}) }]);
    /** The stored snapshot of `pathname`, taken again in the background when it has lived half its TTL. */
    const served = async (pathname) => {
      const found = await snapshots.lookup(snapshotKey(variant, pathname, partner), version);
      if (found?.refreshDue) refreshAhead?.({ pathname, variant, version, partner });
      return found?.snapshot ?? null;
    };
    const snapshot = page && (await served(page));
    if (snapshot) return { snapshot, frame: false };
    if (page) take(page);
    if (!frame) return null;
    // A frame may be sent past its snapshot's TTL (snapshot-store.mjs, FRAME_TTL_MS): it shows no view.
    const found = await snapshots.lookupFrame(snapshotKey(variant, frame, partner), version);
    if (found?.refreshDue) refreshAhead?.({ pathname: frame, variant, version, partner });
    // Without it (or with it expired) the next view of this comparator (a partner's, say) gets a fresh one.
    if ((!found || found.expired) && frame !== page) take(frame);
    return found ? { snapshot: found.snapshot, frame: true } : null;
  };
  /**
   * A page of a kind with a kind frame (a plan's page, an article) that has neither a snapshot nor a frame: its kind's frame
   * with the page's own fields (prerender/kind-frame.mjs), from the data the host asked the API to know the page
   * exists. Null without that data, a kind frame of this registry, or any field.
   */
  const kindFrameFor = async ({ page, partner, variant, version, crawler }, data) => {
    if (!page || crawler || !data || !snapshots) return null;
    const key = kindFrameKeyOf(page, variant, partner);
    const found = key && (await snapshots.lookupFrame(key, version));
    const frame = found && fillKindFrame(found.snapshot.frame, data);
    return frame ? { snapshot: { ...found.snapshot, frame }, frame: true } : null;
  };
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
    const hints = renderHints([...routeHints, ...(config.routeHints ? startupHints({ ...startupAssets, styles: [] }) : [])]);
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
    const { exists, data } = await lookupPage(String(request.url).split('?')[0], request.ip, partnerHost);
    if (exists === false) reply.code(404);
    const routeHints = config.routeHints ? await hintsFor(pathname, registry, readManifest) : [];
    const wanted = exists !== false && captures ? await wantedSnapshot(request, registry) : null;
    const stored = wanted && ((await storedSnapshotFor(request, wanted)) ?? (await kindFrameFor(wanted, data)));
    // The live path fetches the shell's own chunks with the document (startup-hints.mjs). A page sent a snapshot
    // or a frame paints that first and starts the app after (boot-after-paint.mjs): fetched early, they would be
    // downloaded before what it paints (Lighthouse: LCP 1.2–1.7 s became 2.1–2.5 s).
    const hints = [...routeHints, ...(config.routeHints && !stored ? startupHints(startupAssets) : [])];
    request.pageNonce = randomBytes(16).toString('base64');
    const site = `${inlineSiteSettings(config.site, request.pageNonce)}${canonicalLink(config.site, pathname)}`;
    if (renderer && exists !== false && routeForPath(pathname).slice !== null) {
      const sent = await serverRenderedPage(request, reply, { html, startupAssets, registry, routeHints, site, pathname });
      if (sent) return sent;
    }
    let page = injectIntoHead(html, `${site}${config.inlineRegistry ? inlineRegistry(registry) : ''}${renderHints(hints)}`);
    if (stored) page = renderSnapshot(page, stored.snapshot, { nonce: request.pageNonce, crawler: wanted.crawler, bootLater: config.bootAfterPaint, frame: stored.frame });
    return sendHtml(request, reply.header('Cache-Control', 'no-store'), page);
  };

  app.get('/', sendShell);
  // The public pages at the site's origin, for crawlers (sitemap.mjs).
  registerSitemap(app, { site: config.site, api });

  // How much the capture worker still has to do, for tools on this machine (the Lighthouse bench waits for 0:
  // the background Chromium would otherwise share the CPU with the phone it simulates). request.ip is the
  // visitor's address behind a trusted proxy, so only a local client ever gets an answer.
  app.get(PRERENDER_STATUS_PATH, async (request, reply) => {
    if (!isLoopbackAddress(request.ip)) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Recurso no encontrado' });
    if (!captures || !snapshots) return reply.header('Cache-Control', 'no-store').send({ enabled: false, pending: 0, queue: null, captured: 0, recent: [], snapshots: 0 });
    // `?page=/path&variant=mobile`: whether the main site's page has a snapshot now, and a kind frame it would be
    // sent without one, asked without queueing it (the Lighthouse bench picks a plan page no one has asked for yet).
    const { page, variant } = /** @type {{ page?: unknown, variant?: unknown }} */ (request.query ?? {});
    if (typeof page === 'string') {
      const version = registryVersion((await registryOf(request)).remotes);
      const viewport = variant === 'desktop' ? 'desktop' : 'mobile';
      const kindKey = kindFrameKeyOf(page, viewport);
      const stored = (await snapshots.lookup(snapshotKey(viewport, page), version)) !== null;
      const kindFrame = kindKey !== null && (await snapshots.lookupFrame(kindKey, version)) !== null;
      return reply.header('Cache-Control', 'no-store').send({ page, stored, kindFrame });
    }
    // The worker's own account (shared by every host that uses it); null fields while it cannot be reached.
    const worker = await captures.status();
    return reply.header('Cache-Control', 'no-store').send({
      enabled: true,
      worker: worker ? 'up' : 'down',
      pending: worker?.pending ?? null,
      queue: worker?.queue ?? null,
      captured: worker?.captured ?? null,
      recent: worker?.recent ?? null,
      snapshots: await snapshots.size(),
    });
  });
  // Every page is the shell, whatever the client accepts: a link-preview fetcher (WhatsApp, Facebook, X, Slack), a link
  // checker or a monitor sends no `Accept: text/html`, and is sent the same page (and its status: 404 for what names
  // nothing) a browser is. The API's paths keep their JSON answers.
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) return sendShell(request, reply);
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Recurso no encontrado' });
  });
  /** @type {ReturnType<typeof setTimeout> | null} */
  let warmTimer = null;
  /** The main site's registry version the warm set was last sent with (null before the first warm-up). */
  let warmedVersion = null;
  /**
   * Sends the warm set, taken with registry `version`. Every host sends it; a shared worker takes each page once
   * (what is queued or fresh is skipped). The warm set is pinned: no page a visitor asks for pushes it out of the store.
   */
  const warm = async (version) => {
    warmedVersion = version;
    const pages = await listPublicPages(api, { max: config.prerenderWarm });
    const jobs = pages.flatMap((pathname) => ['desktop', 'mobile'].map((variant) => ({ pathname, variant, version, low: true, pinned: true })));
    // A worker still starting is asked again a little later.
    for (let attempt = 0; attempt < 20 && jobs.length && !(await captures?.enqueue(jobs)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 3000));
  };
  /** @type {ReturnType<typeof setTimeout> | null} */
  let rewarmTimer = null;
  /**
   * A switched or rolled-back slice makes every snapshot a miss (it names the registry it was taken with): the
   * warm set is sent again with the new version, so the main pages are taken again rather than each by its next
   * visitor's miss. Seen on a page request with the new registry, and sent once that registry has held for
   * `prerenderRewarmDelayMs` (a switch undone within it, a slice tried and rolled back, takes nothing twice).
   */
  const warmAgainIfSwitched = (version) => {
    if (warmedVersion === null || version === warmedVersion || rewarmTimer || !(config.prerenderWarm > 0)) return;
    rewarmTimer = setTimeout(async () => {
      rewarmTimer = null;
      const current = await mainRegistryVersion().catch(() => null);
      if (current !== null && current !== warmedVersion) await warm(current).catch(() => {});
    }, config.prerenderRewarmDelayMs);
    rewarmTimer.unref();
  };
  // Warm the public pages in the background, a few seconds after start (the API and slices start beside us),
  // both viewports, one page at a time: visitors and the e2e suite keep most of the machine.
  const startWarming = () => {
    if (!captures) return;
    warmTimer = setTimeout(async () => {
      await warm(await mainRegistryVersion()).catch(() => {});
    }, config.prerenderWarmDelayMs).unref();
  };

  // The same stop may be asked twice (two signals, a test's afterAll): both are this one.
  /** @type {Promise<void> | null} */
  let closing = null;
  const close = () =>
    (closing ??= (async () => {
      if (warmTimer) clearTimeout(warmTimer);
      if (rewarmTimer) clearTimeout(rewarmTimer);
      ownWorker?.stop();
      api.close();
      if (ownSnapshotDir) rmSync(ownSnapshotDir, { recursive: true, force: true });
      await app.close().catch(() => {});
    })());

  try {
    await app.ready();
  } catch (error) {
    await close();
    throw error;
  }
  return { app, close, startWarming, prerendering: Boolean(captures) };
};
