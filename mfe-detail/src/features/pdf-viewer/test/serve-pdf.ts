import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The 12-page test document drawn by make-sample-pdf.cjs. */
export const SAMPLE_PDF = new Uint8Array(readFileSync(path.join(__dirname, 'sample.pdf')));
export const SAMPLE_PAGES = 12;

/**
 * A `fetch` answering with `bytes` as the API does: first half, then (once `release()` is called) the
 * rest, so a test sees the download's percentage. Only fetch is replaced; pdf.js runs for real.
 */
export const serveInTwoHalves = (bytes: Uint8Array, { status = 200 } = {}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const half = Math.floor(bytes.length / 2);
  const requested: string[] = [];
  const fetchPdf = jest.fn(async (input: RequestInfo | URL) => {
    requested.push(String(input instanceof Request ? input.url : input));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.slice(0, half));
        await released;
        controller.enqueue(bytes.slice(half));
        controller.close();
      },
    });
    return new Response(body, {
      status,
      headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(bytes.length) },
    });
  });
  return { fetchPdf, release, requested };
};
