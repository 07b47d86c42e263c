// One SERVER span per request, child of the caller's W3C `traceparent` (the host's span, or the browser's), active
// for the request's own work so that its database queries become its children; the request's log lines carry
// its trace and span ids, and its id is the caller's `x-request-id` when that is a sane one.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  context,
  INVALID_SPAN_CONTEXT,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { flushTracing, SERVICE_NAME, startTracing } from './tracer';

const tracer = trace.getTracer(SERVICE_NAME);

/** An `x-request-id` taken as the request's id: bounded, and nothing a log reader could mistake for structure. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's request id: the caller's `x-request-id` when it is a sane one (the host sends its own), else a new one. */
export const requestIdOf = (raw: IncomingMessage): string => {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
};

const spans = new WeakMap<IncomingMessage, Span>();

/**
 * Probes start no trace: a load balancer's or the host's health check and Prometheus's scrape, every few seconds,
 * would bury the visitors' traces in a collector.
 */
const PROBE = /^\/(?:healthz|readyz|metrics|api\/health)(?:[?#]|$)/;
const UNTRACED = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/**
 * The request's SERVER span, started the first time it is asked for: by the request's logger (Fastify makes it
 * before any hook runs, and logs 'incoming request' with it) or by the first hook. A new trace when the request
 * carries no valid `traceparent`; never the context of whatever ran before it on this connection.
 */
export const requestSpanOf = (raw: IncomingMessage): Span => {
  let span = spans.get(raw);
  if (!span && PROBE.test(raw.url ?? '')) return UNTRACED;
  if (!span) {
    const parent = propagation.extract(ROOT_CONTEXT, raw.headers);
    span = tracer.startSpan(
      raw.method ?? 'HTTP',
      {
        kind: SpanKind.SERVER,
        // The path without its query: a query may hold a token or a visitor's data.
        attributes: { 'http.request.method': raw.method, 'url.path': raw.url?.split('?')[0] },
      },
      parent,
    );
    spans.set(raw, span);
  }
  return span;
};

const SPAN = Symbol('request span');
type WithSpan = { [SPAN]?: Span };

/**
 * pino's mixin: the trace and span ids of the line's request (its logger's span; the request's completion is
 * logged outside its async context), else of the active span (the app's own lines during a request).
 */
export const traceIds = (_line: object, _level: number, logger?: unknown): Record<string, string> => {
  const span = (logger as WithSpan | undefined)?.[SPAN] ?? trace.getSpan(context.active());
  const ids = span?.spanContext();
  return ids && isSpanContextValid(ids) ? { trace_id: ids.traceId, span_id: ids.spanId } : {};
};

/** The request's child logger (Fastify's), marked with the request's span for the mixin. */
const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  options,
  raw,
) {
  const child = logger.child(bindings, options);
  (child as WithSpan)[SPAN] = requestSpanOf(raw as IncomingMessage);
  return child;
};

/**
 * What Fastify is created with: the logger with the ids mixed in (none when logging is off), the request's
 * logger made with its span, the request id.
 */
export const tracingServerOptions = (logger: FastifyServerOptions['logger'] = false) => ({
  logger: logger ? { ...(logger === true ? {} : logger), mixin: traceIds } : logger,
  ...(logger ? { childLoggerFactory } : {}),
  requestIdHeader: false as const,
  genReqId: requestIdOf,
});

/**
 * The hooks of the request's span; registered first, so that every later hook and the handler run in its context.
 * A hook cannot wrap the rest of the lifecycle in `context.with`, but its `done` is the rest: called inside
 * `context.with`, the next hooks and the handler run there, and every await they start keeps it. The body, read
 * from the socket's own events, keeps it too: Fastify's body parsing carries the request's async context over.
 */
export const registerRequestTracing = (app: FastifyInstance): void => {
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
