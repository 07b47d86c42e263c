// The shell's pages as the host sends them (docs/adr/0020-server-rendering.md): the plain shell, rendered in the
// browser, or the page rendered by the server and streamed; a rendered page is kept for the next visitors of its
// address (page-cache.mjs), who are then sent its bytes as they are.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fetchPartner, partnerSubdomainOf, readRegistryFor } from './registry.mjs';
import { exposedStyles, hintsFor, injectIntoHead, inlineRegistry, renderHints } from './route-hints.mjs';
import {
  apiTransportFor,
  renderInBackground,
  sendServerPage,
  wholeDocument,
  withDocumentHead,
} from './server-render.mjs';
import { createPageCache, keptPage, pageCacheKey, registryVersionOf } from './page-cache.mjs';
import { createFileCache } from './file-cache.mjs';
import { compressHtml, encodingFor, htmlHeaders } from './send-html.mjs';
import { readStartupAssets, startupHints } from './startup-hints.mjs';
import { canonicalLink, inlineSiteSettings } from './site-settings.mjs';

/** How much longer than the render budget a visitor waits for the render another visitor of the address started. */
const WAIT_MARGIN_MS = 200;

/**
 * @param {{ app: import('fastify').FastifyInstance, config: any, renderer: any, readManifest: any, log: (line: string) => void }} host
 * the host's app and settings, its server renderer (null: QS_SSR=off), its manifest cache and log
 */
export const createShellPages = ({ app, config, renderer, readManifest, log }) => {
  /** The host's own index.html, kept while unchanged on disk (file-cache.mjs). */
  const readShellHtml = createFileCache();
  // What every visitor of an address sees, rendered once for many (page-cache.mjs).
  const renderedPages = createPageCache({ ttlMs: config.pageCacheTtlMs, staleMs: config.pageCacheStaleMs });

  /**
   * The shell's document with its head filled for `pathname`: the site settings, the registry, the hints, and the
   * page's meta (docs/seo.md: title, description, canonical address, link previews). The plain shell (`rendered`
   * false) gets its route's meta from the renderer (the canonical link alone without one, QS_SSR=off); a page the
   * server renders (`rendered`) also links the shell's stylesheets, and its meta is put in by `withDocumentHead`
   * once its render knows what the page is.
   * @param {{ registry: any, pathname: string, request?: import('fastify').FastifyRequest, rendered?: boolean }} page
   * `request`: the plain shell's, whose host name names the partner whose meta it carries
   */
  const shellDocument = async ({ registry, pathname, request, rendered = false }) => {
    const [html, startupAssets, routeHints] = await Promise.all([
      readShellHtml(path.join(config.distDir, 'index.html')),
      readStartupAssets(config.distDir),
      config.routeHints ? hintsFor(pathname, registry, readManifest) : [],
    ]);
    const head = [inlineSiteSettings(config.site), config.inlineRegistry ? inlineRegistry(registry) : ''];
    if (!rendered) {
      // The plain shell, rendered in the browser: with its own chunks fetched beside the document (startup-hints.mjs).
      const hints = [...routeHints, ...(config.routeHints ? startupHints(startupAssets) : [])];
      const partner =
        renderer && request ? await fetchPartner(request.hostname, config, request.ip).catch(() => null) : null;
      const document = renderer
        ? withDocumentHead(html, renderer.documentHeadOf(pathname, partner ?? null))
        : injectIntoHead(html, canonicalLink(config.site, pathname));
      return injectIntoHead(document, [...head, renderHints(hints)].join(''));
    }
    // The shell's own stylesheets are needed for the first paint of its markup: linked, not only preloaded.
    const shellStyles = startupAssets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
    // The page's first API answer comes inside it: no preload of it (unused, and an error preloaded while the API was
    // down would be the answer to the visitor's 'Reintentar').
    const codeHints = routeHints.filter((hint) => !hint.href.startsWith('/api/'));
    const hints = renderHints([
      ...codeHints,
      ...(config.routeHints ? startupHints({ ...startupAssets, styles: [] }) : []),
    ]);
    return injectIntoHead(html, [...head, shellStyles, hints].join(''));
  };

  /**
   * A kept page: its bytes as rendered, in the request's encoding. Its inline scripts are allowed by their hashes;
   * the answer's own nonce (in the policy and the Server-Timing header) serves the shell's run-time styles.
   */
  const sendKeptPage = async (request, reply, page) => {
    request.scriptHashes = page.scriptHashes;
    const encoding = encodingFor(request);
    const body = await page.body(encoding);
    return htmlHeaders(reply.header('Cache-Control', 'no-store'), encoding).send(body);
  };

  /**
   * The page rendered by the server (server-render.mjs), as the site of this host name shows it: the partner's, with
   * its slices; kept for the next visitors of the same address when every slot rendered. Visitors who come while
   * the first render of an address is under way wait for it (up to the render budget) instead of rendering it too.
   * Null, having sent nothing, when it cannot be (a partner whose configuration cannot be read, a shell that cannot
   * render): the caller sends the plain shell and the browser renders the page.
   * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
   * @param {{ registry: any, pathname: string }} page this host name's registry, the page's path
   */
  const serverRenderedPage = async (request, reply, { registry, pathname }) => {
    let partner;
    try {
      partner = await fetchPartner(request.hostname, config, request.ip);
    } catch {
      return null;
    }
    const siteRegistry = await readRegistryFor(config.site.domain, config);
    const key = pageCacheKey({
      site: partnerSubdomainOf(request.hostname, config) ?? 'main',
      url: request.url,
      registryVersion: registryVersionOf([siteRegistry, registry, partner ?? null]),
    });
    /** The document around the render, the render for this page's site, and what keeps its result. */
    const prepare = async (nonce) => {
      const failures = { count: 0 };
      const [shell, styles] = await Promise.all([
        shellDocument({ registry, pathname, rendered: true }),
        exposedStyles(registry, readManifest),
      ]);
      /** The document of the rendered page, given its head. */
      const document = (head) => withDocumentHead(shell, head);
      const render = {
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
      };
      /** Keeps the page only when every slot rendered (a fault of one moment is not sent to the next visitors): the kept page, or null. */
      const keep = (rendered) => {
        if (!rendered || failures.count > 0) {
          renderedPages.refreshFailed(key);
          return null;
        }
        const page = keptPage(wholeDocument(rendered.document ?? document(rendered.head), rendered), nonce, {
          compress: compressHtml,
        });
        renderedPages.store(key, page);
        return page;
      };
      return { document, render, keep };
    };
    request.serverRendered = true;
    const cached = renderedPages.lookup(key);
    if (cached) {
      if (cached.refresh) {
        prepare(randomBytes(16).toString('base64'))
          .then(({ render, keep }) => renderInBackground(renderer, render).then(keep))
          .catch(() => renderedPages.refreshFailed(key));
      }
      return sendKeptPage(request, reply, cached.page);
    }
    const underWay = renderedPages.renderUnderWay(key, config.renderBudgetMs + WAIT_MARGIN_MS);
    const rendered = underWay && (await underWay);
    if (rendered) return sendKeptPage(request, reply, rendered);
    const finished = renderedPages.startRendering(key);
    try {
      const { document, render, keep } = await prepare(request.pageNonce);
      return await sendServerPage(request, reply.header('Cache-Control', 'no-store'), document, renderer, render, {
        onEnded: (page) => finished(keep(page)),
      });
    } catch (error) {
      finished(null);
      request.serverRendered = false;
      log(`server render of ${pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };

  return { shellDocument, serverRenderedPage };
};
