// /api proxied to the API, as the visitor's own hop (docs/security.md#proxy-trust, docs/security.md#body-policy).
import { Transform } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import { isConnectionFailure } from '../../tools/server/api-pool.mjs';
import { PROXY_SECRET_HEADER } from '../../tools/server/proxy-secret.mjs';
import { REQUEST_ID_HEADER, traceHeadersOf } from './request-tracing.mjs';

/** The API's body limit and its words (api/src/app.ts BODY_LIMIT, api/src/http/error-handler.ts). */
export const API_BODY_LIMIT = 1024 * 1024;
export const BODY_TOO_LARGE = 'El cuerpo de la solicitud supera el límite de 1 MB';
/** A chat attachment is a whole file (api/src/chat/attachments.ts ATTACHMENT_MAX_BYTES), and its own words. */
export const ATTACHMENT_BODY_LIMIT = 5 * 1024 * 1024;
const ATTACHMENT_TOO_LARGE = 'El cuerpo de la solicitud supera el límite de 5 MB';
const ATTACHMENT_UPLOAD = /^\/api\/chat\/(agent\/)?conversations\/[^/?]+\/attachments(\?|$)/;

/** The limit of this request's body: a chat upload's file size, else the API's write limit. */
export const bodyLimitOf = (url, bodyLimit = API_BODY_LIMIT) =>
  ATTACHMENT_UPLOAD.test(url) ? ATTACHMENT_BODY_LIMIT : bodyLimit;
const UNAVAILABLE = 'El servicio no está disponible. Inténtalo nuevamente.';
const BAD_GATEWAY = 'El servicio respondió de forma inesperada. Inténtalo nuevamente.';

const tooLarge = () => Object.assign(new Error(BODY_TOO_LARGE), { statusCode: 413, code: 'QS_BODY_TOO_LARGE' });
const messageOf = (limit) => (limit === ATTACHMENT_BODY_LIMIT ? ATTACHMENT_TOO_LARGE : BODY_TOO_LARGE);

/**
 * The headers the API gets: whatever the visitor sent of X-Forwarded-* / Forwarded is dropped and
 * replaced by what this server knows: the client address as the trusted-proxy rule computes it
 * (request.ip), the Host the visitor asked for and the protocol of their connection. The visitor's
 * traceparent is replaced by this request's span (its child), and the API logs under this request's id.
 * `proxySecret` (QS_PROXY_SECRET) goes with it when set.
 */
export const upstreamHeaders = (request, headers, proxySecret = /** @type {string | null} */ (null)) => {
  const clean = Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) =>
        !/^(x-forwarded-|forwarded$|x-real-ip$|traceparent$|tracestate$|x-request-id$|x-qs-proxy-secret$)/i.test(name),
    ),
  );
  return {
    ...clean,
    // With QS_PROXY_SECRET, the proof that this host speaks for the visitor (tools/server/proxy-secret.mjs); a
    // visitor's own header of that name was dropped above.
    ...(proxySecret ? { [PROXY_SECRET_HEADER]: proxySecret } : {}),
    'x-forwarded-for': request.ip,
    'x-forwarded-host': request.headers.host ?? '',
    'x-forwarded-proto': request.protocol,
    ...traceHeadersOf(request),
    [REQUEST_ID_HEADER]: request.id,
  };
};

/** A connection the API broke while talking (not "not there", not "too slow"): 502, not 503 "retry later". */
const BROKEN = new Set(['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET']);
const causeCode = (error) => error?.cause?.code ?? error?.code;

// The connection stays open and the rest of the body is read and dropped (Node does it for an unread
// body): closing it while the client still sends is what made the client see a broken pipe, not our answer.
const refuseTooLarge = (reply) =>
  reply
    .code(413)
    .send({ statusCode: 413, error: 'Payload Too Large', message: messageOf(reply.request.bodyLimitApplied) });

/** Counts a body as it streams and fails it past the limit (a body sent without Content-Length). */
const limited = (request, payload, bodyLimit) => {
  let received = 0;
  const counted = new Transform({
    transform(chunk, _encoding, callback) {
      received += chunk.length;
      if (received <= bodyLimit) return callback(null, chunk);
      request.bodyTooLarge = true;
      // The rest is read and dropped, not forwarded: the visitor then reads our answer, not a reset.
      payload.unpipe(counted);
      payload.resume();
      return callback(tooLarge());
    },
  });
  // A visitor who aborts the upload ends the forwarded body too.
  payload.on('error', (error) => counted.destroy(error));
  return payload.pipe(counted);
};

/** Methods whose request has no body: one the API never received can be sent to the next instance. */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sends the request to the pool's next instance (docs/adr/0013-several-api-instances.md). An instance that
 * refuses the connection leaves the rotation; a request without a body then goes to the next one (nothing
 * reached the first), a request with a body is answered 503 like any unavailable API: its body has been read
 * into the first attempt, and the slices retry (leads through the outbox, with their idempotency key).
 */
const forward = (api, answerError) => {
  const attempt = (request, reply, dest, options, tried) => {
    const upstream = api.next();
    tried.add(upstream);
    return reply.from(dest, {
      ...options,
      getUpstream: () => upstream,
      onError: (failed, context) => {
        if (isConnectionFailure(context.error)) {
          api.markDown(upstream, 'connection refused');
          const retry = BODILESS.has(request.method) && !failed.sent && api.inRotation().some((url) => !tried.has(url));
          if (retry) return attempt(request, failed, dest, options, tried);
        }
        return answerError(failed, context);
      },
    });
  };
  return (request, reply, dest, options) => attempt(request, reply, dest, options, new Set());
};

/**
 * The chat's event streams pass through this proxy and never end by themselves, so a closing server would wait for
 * them: it ends them first, and their browsers' EventSource reconnects (to another host, or this one restarted).
 */
const endEventStreamsOnClose = (scope) => {
  const streams = new Set();
  scope.addHook('onRequest', async (request, reply) => {
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) return;
    streams.add(reply.raw);
    reply.raw.once('close', () => streams.delete(reply.raw));
  });
  scope.addHook('preClose', async () => {
    for (const stream of streams) stream.destroy();
  });
};

/** /api to the API instances of `api`, a pool of tools/server/api-pool.mjs. */
export const registerApiProxy = (
  app,
  { api, bodyLimit = API_BODY_LIMIT, proxySecret = /** @type {string | null} */ (null) },
) =>
  app.register(async (scope) => {
    endEventStreamsOnClose(scope);
    // The body is streamed to the API as it comes. The API refuses an over-large body with 413 from its
    // Content-Length and closes the connection while we are still sending it: the proxy saw a broken
    // pipe and answered 503 "retry later". So the API's limit is applied here, before forwarding, with
    // the API's own answer; a body without Content-Length is counted as it streams.
    scope.addHook('preParsing', async (request, _reply, payload) => {
      const limit = bodyLimitOf(request.url, bodyLimit);
      request.bodyLimitApplied = limit;
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > limit) throw tooLarge();
      return limited(request, payload, limit);
    });
    scope.setErrorHandler((error, _request, reply) =>
      error.code === 'QS_BODY_TOO_LARGE' ? refuseTooLarge(reply) : reply.send(error),
    );
    const answerError = (reply, { error }) => {
      if (reply.request.bodyTooLarge) return refuseTooLarge(reply);
      // Down or too slow stays 503, which the slices show and retry.
      if (!BROKEN.has(causeCode(error)))
        return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: UNAVAILABLE });
      return reply.code(502).send({ statusCode: 502, error: 'Bad Gateway', message: BAD_GATEWAY });
    };
    await scope.register(httpProxy, {
      // Each request names its instance (forward): no fixed upstream.
      upstream: '',
      prefix: '/api',
      rewritePrefix: '/api',
      handler: forward(api, answerError),
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => upstreamHeaders(request, headers, proxySecret),
        // Asked by the plugin before `forward` (which picks the instance) to check the destination: not a turn.
        getUpstream: () => api.urls[0],
        onError: answerError,
      },
    });
  });
