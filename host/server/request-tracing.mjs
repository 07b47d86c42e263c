// One SERVER span per request to the host, child of the browser's W3C `traceparent`, active for the request's work;
// what the host asks the API on its behalf (the /api proxy, its own lookups, the server render's requests) carries
// the host's span as the API's parent. The request's log lines carry its trace and span ids, as the API's do
// (api/src/tracing/request-tracing.ts, the same rules: the two processes' logs read alike).
import { randomUUID } from 'node:crypto';
import {
  context,
  INVALID_SPAN_CONTEXT,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { flushTracing, SERVICE_NAME, startTracing } from './tracing.mjs';

/** @typedef {import('@opentelemetry/api').Span} Span */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

const tracer = trace.getTracer(SERVICE_NAME);

/** An `x-request-id` taken as the request's id: bounded, and nothing a log reader could mistake for structure. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's request id: the caller's `x-request-id` when it is a sane one (a proxy's in front), else a new one. */
export const requestIdOf = (/** @type {IncomingMessage} */ raw) => {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
};

/** @type {WeakMap<IncomingMessage, Span>} */
const spans = new WeakMap();

/**
 * Probes start no trace: a load balancer's health check and Prometheus's scrape, every few seconds, would bury the
 * visitors' traces in a collector.
 */
const PROBE = /^\/(?:healthz|readyz|metrics|api\/health)(?:[?#]|$)/;
const UNTRACED = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/**
 * The request's SERVER span, started the first time it is asked for (by the request's logger, which Fastify makes
 * before any hook, or by the first hook). A new trace when the request carries no valid `traceparent`.
 * @param {IncomingMessage} raw
 * @returns {Span}
 */
export const requestSpanOf = (raw) => {
  let span = spans.get(raw);
  if (!span && PROBE.test(raw.url ?? '')) return UNTRACED;
  if (!span) {
    span = tracer.startSpan(
      raw.method ?? 'HTTP',
      {
        kind: SpanKind.SERVER,
        // The path without its query: a query may hold a token or a visitor's data.
        attributes: { 'http.request.method': raw.method, 'url.path': raw.url?.split('?')[0] },
      },
      propagation.extract(ROOT_CONTEXT, raw.headers),
    );
    spans.set(raw, span);
  }
  return span;
};

/**
 * The W3C headers that make the request's span the parent of a call made for it (`traceparent`, and the caller's
 * `tracestate` passed on), replacing whatever the visitor sent.
 * @param {{ raw: IncomingMessage }} request
 * @returns {Record<string, string>}
 */
export const traceHeadersOf = (request) => {
  /** @type {Record<string, string>} */
  const headers = {};
  propagation.inject(trace.setSpan(ROOT_CONTEXT, requestSpanOf(request.raw)), headers);
  return headers;
};

/**
 * `init` with the active span's `traceparent` added to its headers (none outside a request: a health check).
 * @param {RequestInit} [init]
 * @returns {RequestInit}
 */
export const withActiveTrace = (init = {}) => {
  /** @type {Record<string, string>} */
  const headers = {};
  propagation.inject(context.active(), headers);
  if (Object.keys(headers).length === 0) return init;
  return { ...init, headers: { ...Object.fromEntries(new Headers(init.headers).entries()), ...headers } };
};

const SPAN = Symbol('request span');

/**
 * pino's mixin: the trace and span ids of the line's request (its logger's span; the request's completion is
 * logged outside its async context), else of the active span.
 * @param {object} _line @param {number} _level @param {any} [logger]
 */
export const traceIds = (_line, _level, logger) => {
  const span = logger?.[SPAN] ?? trace.getSpan(context.active());
  const ids = span?.spanContext();
  return ids && isSpanContextValid(ids) ? { trace_id: ids.traceId, span_id: ids.spanId } : {};
};

/** The request's child logger (Fastify's), marked with the request's span for the mixin. */
const childLoggerFactory = (logger, bindings, options, raw) => {
  const child = logger.child(bindings, options);
  child[SPAN] = requestSpanOf(raw);
  return child;
};

/**
 * What the host's Fastify is created with: pino at `level` (QS_LOG_LEVEL; `silent` for none) with the ids mixed
 * in, the request's logger made with its span, the request id.
 * @param {{ level: string, stream?: { write: (line: string) => void } }} logging
 */
export const tracingServerOptions = ({ level, stream }) => ({
  logger: { level, mixin: traceIds, ...(stream ? { stream } : {}) },
  childLoggerFactory,
  requestIdHeader: /** @type {false} */ (false),
  genReqId: requestIdOf,
});

/**
 * The hooks of the request's span; registered first, so that every later hook and the handler run in its context:
 * `done` is the rest of the request's lifecycle, called inside `context.with` (Fastify keeps that context across
 * the body's parsing too).
 * @param {import('fastify').FastifyInstance} app
 */
export const registerRequestTracing = (app) => {
  startTracing();
  app.addHook('onRequest', (request, _reply, done) => {
    const span = requestSpanOf(request.raw);
    const route = request.routeOptions.url;
    if (route) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    }
    context.with(trace.setSpan(ROOT_CONTEXT, span), done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = requestSpanOf(request.raw);
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  app.addHook('onRequestAbort', async (request) => {
    const span = requestSpanOf(request.raw);
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'aborted by the client' });
    span.end();
  });
  app.addHook('onClose', async () => flushTracing());
};
