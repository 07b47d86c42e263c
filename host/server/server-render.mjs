// Server rendering (docs/adr/0020-server-rendering.md): the page's React tree rendered by the host's server
// renderer (host/src/server-render, built into dist-server/) and streamed into the shell's HTML, compressed as it
// goes. The shell's markup goes out at once; each slot follows when its code and data are there.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import { PassThrough } from 'node:stream';
import { publicSiteSettings } from '@qs/contract/rules/site-domain';
import { encodingFor, htmlHeaders } from './send-html.mjs';
import { traceHeadersOf } from './request-tracing.mjs';

const ROOT = '<div id="root"></div>';
export const PAGE_DATA_ID = 'qs-page-data';

/**
 * The server renderer of `file` (its webpack build), started for this site. A host without it does not start (a
 * deployment that lost its build is seen at once, not as pages that quietly stopped being rendered).
 * @param {string} file @param {import('@qs/contract/rules/site-domain').SiteSettings} site
 */
export const loadServerRenderer = async (file, site) => {
  if (!existsSync(file))
    throw new Error(`No server renderer at ${file}: build the host (npm run build -w host), or set QS_SSR=off`);
  const renderer = await createRequire(import.meta.url)(file);
  renderer.startServerRenderer(publicSiteSettings(site));
  return renderer;
};

/**
 * How the page's render reaches the API: through this host's own `/api` route, in process, as the page's
 * visitor (their address and host name), so that it gets what their browser would get.
 * @param {import('fastify').FastifyInstance} app
 * @param {import('fastify').FastifyRequest} request
 */
export const apiTransportFor =
  (app, request) =>
  async (path, init = {}) => {
    const answer = await app.inject({
      method: init.method ?? 'GET',
      url: path,
      headers: {
        ...Object.fromEntries(new Headers(init.headers).entries()),
        host: request.headers.host ?? 'localhost',
        // The page's span is the parent of its API requests, whatever async context the render runs them in.
        ...traceHeadersOf(request),
      },
      payload: init.body ?? undefined,
      remoteAddress: request.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.rawPayload.length === 0;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };

/** The response body, compressed as the request accepts, each written part flushed at once (the shell is not held back). */
const compressedBody = (request, reply) => {
  const encoding = encodingFor(request);
  htmlHeaders(reply, encoding);
  if (encoding === 'br') return createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return createGzip();
  return new PassThrough();
};

/**
 * The shell's HTML with a page's own head (the renderer's: title, description, canonical link, link previews,
 * structured data; docs/seo.md) in place of index.html's default title and description.
 */
export const withDocumentHead = (html, head) =>
  html
    // The default description first: the page's head has one of its own.
    .replace(/\s*<meta name="description" content="[^"]*"\s*\/?>/i, '')
    .replace(/<title>[^<]*<\/title>/i, () => head);

/** The document around a rendered root: what comes before its markup and what after (its answers, then the rest). */
const documentParts = (html) => {
  const at = html.indexOf(ROOT);
  if (at < 0) throw new Error(`the shell's HTML has no ${ROOT}`);
  return {
    before: `${html.slice(0, at)}<div id="root" data-ssr="">`,
    after: (data) =>
      `</div><script type="application/json" id="${PAGE_DATA_ID}">${data}</script>${html.slice(at + ROOT.length)}`,
  };
};

/**
 * Streams the shell's document (`html`, given the rendered page's head: the head is written once the render knows
 * what the page is) with the rendered page in its root and the page's answers after it. Rejects, having sent
 * nothing, when even the shell cannot render: the caller then sends the plain shell. `onEnded` gets the document, the
 * root's whole markup and the answers once the render has ended, or null when it did not end as a page (a redirect,
 * a stream that failed).
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {(head: string) => string} html
 * @param {any} renderer
 * @param {object} renderRequest
 * @param {{ onEnded?: (page: { document: string, root: string, data: string } | null) => void }} [callbacks]
 */
export const sendServerPage = async (request, reply, html, renderer, renderRequest, callbacks = {}) => {
  const { onEnded } = callbacks;
  const rendered = await renderer.renderPage(renderRequest);
  if (rendered.redirect) {
    onEnded?.(null);
    return reply.redirect(rendered.redirect.to, rendered.redirect.permanent ? 301 : 302);
  }
  const document = html(rendered.head);
  const { before, after } = documentParts(document);
  const body = compressedBody(request, reply);
  const write = (text) => {
    body.write(text);
    if ('flush' in body) body.flush();
  };
  write(before);
  let root = '';
  rendered.body.on('data', (chunk) => {
    root += chunk;
    write(chunk);
  });
  let ended = false;
  const finish = (complete) => () => {
    if (ended) return;
    ended = true;
    const data = rendered.data();
    body.end(after(data));
    onEnded?.(complete ? { document, root, data } : null);
  };
  rendered.body.on('end', finish(true));
  rendered.body.on('error', finish(false));
  return reply.send(body);
};

/** The whole document of a rendered page: `html` (the shell's, its head filled) with the root's markup and answers. */
export const wholeDocument = (html, { root, data }) => {
  const { before, after } = documentParts(html);
  return `${before}${root}${after(data)}`;
};

/** Renders a page with no one waiting for it (a stale page's refresh): its head, root markup and answers. */
export const renderInBackground = async (renderer, renderRequest) => {
  const rendered = await renderer.renderPage(renderRequest);
  // A redirect is not a page to keep: every visitor asks the server for it again.
  if (rendered.redirect) throw new Error(`${renderRequest.url} redirects to ${rendered.redirect.to}`);
  let root = '';
  for await (const chunk of rendered.body) root += chunk;
  return { head: rendered.head, root, data: rendered.data() };
};
