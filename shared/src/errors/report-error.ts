import { colombia } from '../country/colombia';

export interface ClientErrorReport {
  kind: 'remote-load' | 'render' | 'not-found' | 'api' | 'unhandled';
  message: string;
  slice?: string;
  status?: number;
  url?: string;
}

/** Error traces are sampled at 0.075 (docs/product/forms.md#error-reports). */
export const TRACE_SAMPLE_RATE = 0.075;

/**
 * Sends a failure report to the API; never throws (reporting must not cause a second failure).
 * `sampled` reports are sent only for a fraction of visits.
 */
export const reportClientError = (report: ClientErrorReport, { sampled = false, random = Math.random } = {}): void => {
  if (sampled && random() >= TRACE_SAMPLE_RATE) return;
  const body = JSON.stringify({ ...report, url: report.url ?? globalThis.location?.href, country: colombia.code });
  try {
    void globalThis
      .fetch('/api/client-errors', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        keepalive: true,
      })
      .catch(() => undefined);
  } catch {
    /* reporting is best effort */
  }
};
