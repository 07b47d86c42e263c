// The staff app's server (docs/adr/0022-slices-by-business-area.md): its build, and the agents' API calls proxied
// to the API with the host's own proxy (host/server/api-proxy.mjs: the visitor's address as the trust rule computes
// it, QS_PROXY_SECRET, the body limits, the event streams ended on close). Returned without listening, as the
// host's createHostServer: index.mjs listens, the tests use app.inject() or port 0.
import Fastify from 'fastify';
import { registerApiProxy } from '../../host/server/api-proxy.mjs';
import { createApiPool } from '../../tools/server/api-pool.mjs';
import { withProxySecret } from '../../tools/server/proxy-secret.mjs';
import { createProxyTrust } from '../../tools/server/proxy-trust.mjs';
import { registerSecurityHeaders } from '../../tools/server/security-headers.mjs';
import { registerStaticFiles } from '../../tools/server/static-files.mjs';
import { filesCheck, healthRoutes, registerOperationalRoutes } from '../../tools/server/health.mjs';
import { drainingCheck, drainState } from '../../tools/server/graceful-stop.mjs';
import { INBOX_CSP } from './inbox-csp.mjs';

/** The only API calls this origin carries: the agents' (api/src/routes/chat/agent-chat.ts). */
const AGENT_CALLS = /^\/api\/chat\/agent(?:[/?]|$)/;
const isApiPath = (url) => /^\/api(?:[/?#]|$)/.test(url);
/** A dot segment, written plainly or percent-encoded, or a backslash: a path that could climb out of the agents' calls. */
const CLIMBS = /(?:^|\/)(?:\.|%2e){1,2}(?:[/?#]|$)|%2f|%5c|\\/i;
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Recurso no encontrado' };
const CROSS_ORIGIN = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'Solo la bandeja del chat puede hacer esta solicitud',
};

/**
 * A write sent by a page of another origin: its browser says so (`Sec-Fetch-Site`, `Origin`). The session cookie is
 * SameSite=Strict, but a page of a sibling host name (the public site on the same domain) is same-site: the cookie
 * would go along, so such a write is refused here whatever it carries.
 */
const isCrossOriginWrite = (request) => {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== `${request.protocol}://${request.headers.host}`;
};

/**
 * @param {import('./inbox-config.mjs').InboxConfig} config from readInboxConfig
 * @param {{ log?: (line: string) => void }} [options]
 */
export const createInboxServer = async (config, { log = () => {} } = {}) => {
  const api = createApiPool({
    urls: config.apiUrls,
    log,
    fetchImpl: (url, init) => fetch(url, withProxySecret(init, config.proxySecret)),
  });
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: createProxyTrust(config.trustedProxies) });
  const drain = drainState(app);
  registerOperationalRoutes(
    app,
    healthRoutes(() => ({ build: filesCheck(config.distDir, ['index.html']), draining: drainingCheck(drain) })),
  );
  // The API is told the Host the agent used, never one a client forwarded.
  app.addHook('onRequest', async (request, reply) => {
    delete request.headers['x-forwarded-host'];
    // Not a second door to the public API: only the agents' calls pass.
    const path = String(request.url).split('?')[0] ?? '';
    if (isApiPath(request.url) && (!AGENT_CALLS.test(request.url) || CLIMBS.test(path)))
      return reply.code(404).send(NOT_FOUND);
    if (isApiPath(request.url) && isCrossOriginWrite(request)) return reply.code(403).send(CROSS_ORIGIN);
    return undefined;
  });
  registerSecurityHeaders(app, { resourcePolicy: 'same-origin', hsts: config.hsts });
  app.addHook('onSend', async (_request, reply, payload) => {
    // Staff only: never indexed, never framed, whatever the answer.
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('Content-Security-Policy', INBOX_CSP).header('X-Frame-Options', 'DENY');
    return payload;
  });
  await registerApiProxy(app, { api, proxySecret: config.proxySecret });
  await registerStaticFiles(app, config.distDir, { index: true });
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD'))
      return reply.code(404).send(NOT_FOUND);
    // Its one page is `/`; any other address says so, in a page of its own.
    return reply
      .code(404)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="es-CO"><meta charset="utf-8"><title>Página no encontrada</title>' +
          '<h1>Página no encontrada</h1><p><a href="/">Ir a la bandeja del chat</a></p></html>',
      );
  });

  /** @type {Promise<void> | null} */
  let closing = null;
  const close = () =>
    (closing ??= (async () => {
      api.close();
      await app.close().catch(() => {});
    })());
  await app.ready();
  return { app, close, drain };
};
