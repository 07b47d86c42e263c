// The API's tracer (docs/operations.md#tracing-and-logs): OpenTelemetry with the W3C trace context, the context
// of each request kept across its awaits by AsyncLocalStorage (sdk-trace-node's context manager), every trace
// sampled unless its caller said not to (parent-based, always on). Nothing leaves the process unless
// OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) names a collector: then finished spans go
// there in batches over OTLP/HTTP. Without it a span costs its ids and a few objects, and the ids still reach the
// logs and the next process.
import type { Context } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  type ReadableSpan,
  type Span,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

export const SERVICE_NAME = 'qs-api';

/** Whether the environment names an OTLP collector for traces (the standard OpenTelemetry settings). */
export const otlpConfigured = (env: NodeJS.ProcessEnv): boolean =>
  Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());

/**
 * The span processors of the provider, which can be added to after it is registered (the SDK takes its list once):
 * the OTLP exporter's when configured, and a test's in-memory exporter.
 */
class SpanProcessors implements SpanProcessor {
  readonly list: SpanProcessor[] = [];
  onStart(span: Span, parent: Context): void {
    for (const processor of this.list) processor.onStart(span, parent);
  }
  onEnd(span: ReadableSpan): void {
    for (const processor of this.list) processor.onEnd(span);
  }
  async forceFlush(): Promise<void> {
    await Promise.all(this.list.map((processor) => processor.forceFlush()));
  }
  async shutdown(): Promise<void> {
    await Promise.all(this.list.map((processor) => processor.shutdown()));
  }
}

let processors: SpanProcessors | null = null;

/**
 * The OTLP exporter, loaded only when a collector is named (its modules take longer to load than the rest of the
 * tracer); it reads its address, headers and timeout from the same OTEL_EXPORTER_OTLP_* settings. The spans of
 * the few milliseconds it takes to load are not sent: the server is not listening yet.
 */
const startExporting = (to: SpanProcessors) => {
  import('@opentelemetry/exporter-trace-otlp-http').then(
    ({ OTLPTraceExporter }) => to.list.push(new BatchSpanProcessor(new OTLPTraceExporter())),
    (error: unknown) => console.warn(`The OTLP exporter could not be loaded: ${String(error)}`),
  );
};

/**
 * Registers the process's tracer provider, context manager and propagator, once (every app built in the process
 * shares them; a later call does nothing). OTEL_SDK_DISABLED=true leaves OpenTelemetry's no-op API in place.
 */
export const startTracing = (env: NodeJS.ProcessEnv = process.env): void => {
  if (processors || env.OTEL_SDK_DISABLED === 'true') return;
  processors = new SpanProcessors();
  if (otlpConfigured(env)) startExporting(processors);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: SERVICE_NAME }),
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    spanProcessors: [processors],
  });
  // The default context manager (AsyncLocalStorage); the W3C traceparent/tracestate alone, no baggage.
  provider.register({ propagator: new W3CTraceContextPropagator() });
};

/** Sends what is waiting in the exporter's batch (the app's close does, so a stopped instance loses no span). */
export const flushTracing = async (): Promise<void> => {
  await processors?.forceFlush();
};

/** A test's own processor (an in-memory exporter's), after startTracing. */
export const addSpanProcessor = (processor: SpanProcessor): void => {
  if (!processors) throw new Error('startTracing() first');
  processors.list.push(processor);
};
