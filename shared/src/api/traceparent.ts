// The W3C `traceparent` the browser sends with each call to the API (docs/operations.md#tracing-and-logs): the
// host continues its trace, so a visitor's page view can be followed to the API's log lines and queries. A few
// bytes of code rather than OpenTelemetry's web SDK: the browser records no spans, it only names them.

/** `bytes` random bytes as lowercase hex. */
const randomHex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** One trace per page view (this module's life in the page). */
let traceId = '';

/** A `traceparent` for one call: the page view's trace id, a span id of its own, sampled. */
export const traceparent = (): string => `00-${(traceId ||= randomHex(16))}-${randomHex(8)}-01`;
