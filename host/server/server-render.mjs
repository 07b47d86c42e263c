// Server rendering (docs/adr/0020-server-rendering.md): the page's React tree rendered by the host's server
// renderer (host/src/server-render, built into dist-server/) and streamed into the shell's HTML, compressed as it
// goes. The shell's markup goes out at once; each slot follows when its code and data are there.
import { createRequire } from 'node:module';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import { PassThrough } from 'node:stream';
import { publicSiteSettings } from '@qs/shared/src/site/site-domain.mjs';

const ROOT = '<div id="root"></div>';
export const PAGE_DATA_ID = 'qs-page-data';

/** The server renderer of `file` (its webpack build), started for this site; null when there is no build. */
export const loadServerRenderer = async (file, site) => {
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
export const apiTransportFor = (app, request) => async (path, init = {}) => {
  const answer = await app.inject({
    method: init.method ?? 'GET',
    url: path,
    headers: { ...Object.fromEntries(new Headers(init.headers).entries()), host: request.headers.host ?? 'localhost' },
    payload: init.body ?? undefined,
    remoteAddress: request.ip,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
  const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.rawPayload.length === 0;
  return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
};

/** The response body, compressed as the request accepts, each written part flushed at once (the shell is not held back). */
const compressedBody = (request, reply) => {
  reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br');
    return createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip');
    return createGzip();
  }
  return new PassThrough();
};

/**
 * Streams `html` (the shell's document, its head already filled) with the rendered page in its root and the
 * page's answers after it. Rejects, having sent nothing, when even the shell cannot render: the caller then
 * sends the plain shell.
 */
export const sendServerPage = async (request, reply, html, renderer, renderRequest) => {
  const at = html.indexOf(ROOT);
  if (at < 0) throw new Error(`the shell's HTML has no ${ROOT}`);
  const rendered = await renderer.renderPage(renderRequest);
  const body = compressedBody(request, reply);
  const write = (text) => {
    body.write(text);
    if ('flush' in body) body.flush();
  };
  write(`${html.slice(0, at)}<div id="root" data-ssr="">`);
  rendered.body.on('data', (chunk) => write(chunk));
  const finish = () => body.end(`</div><script type="application/json" id="${PAGE_DATA_ID}">${rendered.data()}</script>${html.slice(at + ROOT.length)}`);
  rendered.body.on('end', finish);
  rendered.body.on('error', finish);
  return reply.send(body);
};
