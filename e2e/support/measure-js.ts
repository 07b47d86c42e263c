import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface JsFile {
  url: string;
  /** Bytes of the body as the server sent it (after its real compression, if any). */
  sentBytes: number;
  /** gzip -9 of the decoded body: what the file would weigh if it were gzipped. */
  gzipBytes: number;
  /** Content-Encoding the server used ('' when sent raw). */
  encoding: string;
}

/** Loads `path` and returns every JS file the page fetched: bytes sent and its gzip size. */
export const measurePageJs = async (page: Page, path: string, ready: () => Promise<void>): Promise<JsFile[]> => {
  const pending: Array<Promise<JsFile | null>> = [];
  page.on('response', (response) => {
    const headers = response.headers();
    if (!(headers['content-type'] ?? '').includes('javascript')) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([body, sizes]) => ({
          url: response.url(),
          sentBytes: sizes.responseBodySize,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          encoding: headers['content-encoding'] ?? '',
        }))
        .catch(() => null),
    );
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).filter((file): file is JsFile => file !== null);
};

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

export const totalSent = (files: JsFile[]): number => files.reduce((sum, file) => sum + file.sentBytes, 0);
export const totalGzip = (files: JsFile[]): number => files.reduce((sum, file) => sum + file.gzipBytes, 0);

export const formatTable = (title: string, files: JsFile[]): string => {
  const lines = [...files]
    .sort((a, b) => b.sentBytes - a.sentBytes)
    .map(
      (file) =>
        `  ${kib(file.sentBytes).padStart(10)} sent (${(file.encoding || 'raw').padEnd(4)})  ${kib(file.gzipBytes).padStart(10)} gzip  ${file.url}`,
    );
  return [
    `${title}: ${files.length} JS files, ${kib(totalSent(files))} sent, ${kib(totalGzip(files))} gzip`,
    ...lines,
  ].join('\n');
};
