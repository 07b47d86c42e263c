// The host's tracer (docs/operations.md#tracing-and-logs), as the API's (api/src/tracing/tracer.ts): OpenTelemetry
// with the W3C trace context, each request's context kept across its awaits by AsyncLocalStorage (sdk-trace-node's
// context manager), every trace sampled unless its caller said not to. Spans leave the process only when
// OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) names a collector, in batches over OTLP/HTTP.
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

export const SERVICE_NAME = 'qs-host';

/** Whether the environment names an OTLP collector for traces (the standard OpenTelemetry settings). */
export const otlpConfigured = (/** @type {NodeJS.ProcessEnv} */ env) =>
  Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());

/** @typedef {import('@opentelemetry/sdk-trace-node').SpanProcessor} SpanProcessor */

/**
 * The exporter's processor, once its modules are loaded (only when a collector is named: they take longer to load
 * than the rest of the tracer). It reads its address, headers and timeout from the OTEL_EXPORTER_OTLP_* settings.
 * @type {SpanProcessor | null}
 */
let exporting = null;

/** @type {SpanProcessor} */
const toExporter = {
  onStart: (span, parent) => exporting?.onStart(span, parent),
  onEnd: (span) => exporting?.onEnd(span),
  forceFlush: async () => exporting?.forceFlush(),
  shutdown: async () => exporting?.shutdown(),
};

let started = false;

/**
 * Registers the process's tracer provider, context manager and propagator, once (every host server created in the
 * process shares them). OTEL_SDK_DISABLED=true leaves OpenTelemetry's no-op API in place.
 * @param {NodeJS.ProcessEnv} [env]
 */
export const startTracing = (env = process.env) => {
  if (started || env.OTEL_SDK_DISABLED === 'true') return;
  started = true;
  if (otlpConfigured(env)) {
    import('@opentelemetry/exporter-trace-otlp-http').then(
      ({ OTLPTraceExporter }) => (exporting = new BatchSpanProcessor(new OTLPTraceExporter())),
      (error) => console.warn(`The OTLP exporter could not be loaded: ${String(error)}`),
    );
  }
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: SERVICE_NAME }),
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    spanProcessors: [toExporter],
  });
  // The default context manager (AsyncLocalStorage); the W3C traceparent/tracestate alone, no baggage.
  provider.register({ propagator: new W3CTraceContextPropagator() });
};

/** Sends what is waiting in the exporter's batch (the host's close does). */
export const flushTracing = async () => {
  await exporting?.forceFlush();
};
