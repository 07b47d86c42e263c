// The yardstick of the Lighthouse bench and gate: a page's own HTML, as the site sends it, with every script
// removed. What the page scores beside it is what its scripts (and the server's time to answer) cost.
//
// How it is served: a small proxy on another port (SCRIPTLESS_PORT) that answers the page's address with the
// stored script-less HTML and passes every other request to the site byte for byte (its headers, its
// compression). Chosen over a `<base href>` page on another origin, where the site's fonts would be
// cross-origin (CORS-refused without the site's headers for them) and its stylesheets another origin's cache
// entries; and over intercepting the document in Chrome (Fetch domain), whose fulfilled response has no
// transfer size and would fight Lighthouse's own control of the tab. The address keeps its host name (a
// partner's `aliado.localhost` stays a partner's) and only the port changes, so every relative address and
// the page's own origin behave as on the site.
import http from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export const SITE_PORT = 3000;
export const SCRIPTLESS_PORT = Number(process.env.QS_BENCH_SCRIPTLESS_PORT ?? 3090);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every `<script>` element, whatever its type (module, JSON data, JSON-LD, React's streamed swaps). */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK_ELEMENT = /<link\b[^>]*>/gi;
/** A link that only fetches script: `rel=modulepreload`, or `rel=preload` with `as=script`. */
const isScriptHint = (link) =>
  /\brel\s*=\s*["']?[^"'>]*\bmodulepreload\b/i.test(link) ||
  (/\brel\s*=\s*["']?[^"'>]*\bpreload\b/i.test(link) && /\bas\s*=\s*["']?script\b/i.test(link));

/** The HTML without its scripts and script preloads; everything else (styles, images, fonts, markup) as sent. */
export const stripScripts = (html) =>
  html.replace(SCRIPT_ELEMENT, '').replace(LINK_ELEMENT, (link) => (isScriptHint(link) ? '' : link));

/**
 * Response headers of the site's document not kept on the script-less one: its body is re-encoded here, and its
 * CSP names the site's origin as 'self', which on this port would refuse whatever the HTML asks of the site by
 * its full address (with no script left, the CSP has nothing else to guard).
 */
const DROPPED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'last-modified',
  'connection',
  'keep-alive',
  'content-security-policy',
]);

/**
 * A page's HTML as the site sends it to the phone Lighthouse emulates (`userAgent`), asked of the site on
 * SITE_PORT with the page's own Host header (a partner's host name decides the partner). Not with fetch():
 * undici drops a Host header it is given. Resolves `{ html, headers }`, the body decoded.
 */
export const fetchPageHtml = (pageUrl, userAgent) =>
  new Promise((resolve, reject) => {
    const url = new URL(pageUrl);
    const headers = {
      'user-agent': userAgent,
      accept: 'text/html',
      'accept-encoding': 'identity',
      host: `${url.hostname}:${SITE_PORT}`,
    };
    const request = http.get(
      { host: '127.0.0.1', port: SITE_PORT, path: `${url.pathname}${url.search}`, headers },
      (response) => {
        response.setEncoding('utf8');
        let html = '';
        response.on('data', (chunk) => (html += chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${pageUrl} answered ${response.statusCode}`));
          else resolve({ html, headers: response.headers });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });

/** Sends the stored document compressed as the site sends HTML (send-html.mjs: brotli 5, else gzip). */
const sendDocument = async (request, response, { html, headers }) => {
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !DROPPED_HEADERS.has(name)));
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const raw = Buffer.from(html);
  let body = raw;
  if (/\bbr\b/.test(accepted)) {
    body = await brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    kept['content-encoding'] = 'br';
  } else if (/\bgzip\b/.test(accepted)) {
    body = await gzipAsync(raw);
    kept['content-encoding'] = 'gzip';
  }
  response.writeHead(200, { ...kept, 'content-length': body.length, 'cache-control': 'no-store' });
  response.end(body);
};

/** Passes a request to the site unchanged but for the Host header's port. */
const proxyToSite = (request, response) => {
  const host = String(request.headers.host ?? 'localhost').replace(/:\d+$/, '');
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: SITE_PORT,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: `${host}:${SITE_PORT}` },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
  request.pipe(upstream);
};

/**
 * Starts the proxy. `serve(pageUrl, userAgent)` fetches the page's HTML from the site now, strips it and
 * returns the address (same host name and path, SCRIPTLESS_PORT) where Lighthouse loads it.
 */
export const startScriptlessServer = async () => {
  /** Script-less documents by host name + path + query. */
  const documents = new Map();
  const keyOf = (hostname, pathAndQuery) => `${hostname}${pathAndQuery}`;
  const server = http.createServer((request, response) => {
    const document =
      request.method === 'GET'
        ? documents.get(keyOf(String(request.headers.host ?? '').replace(/:\d+$/, ''), request.url))
        : undefined;
    if (document) sendDocument(request, response, document).catch(() => response.destroy());
    else proxyToSite(request, response);
  });
  await new Promise((resolve, reject) =>
    server.once('error', reject).listen(SCRIPTLESS_PORT, () => resolve(undefined)),
  );
  return {
    serve: async (pageUrl, userAgent) => {
      const { html, headers } = await fetchPageHtml(pageUrl, userAgent);
      const url = new URL(pageUrl);
      documents.set(keyOf(url.hostname, `${url.pathname}${url.search}`), { html: stripScripts(html), headers });
      url.port = String(SCRIPTLESS_PORT);
      return url.href;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined)).closeAllConnections()),
  };
};
