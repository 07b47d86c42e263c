import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface JsFile {
  url: string;
  gzipBytes: number;
}

/** Loads `path` and returns every JS file the page fetched with its gzip size. */
export const measurePageJs = async (page: Page, path: string, ready: () => Promise<void>): Promise<JsFile[]> => {
  const pending: Array<Promise<JsFile | null>> = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).filter((file): file is JsFile => file !== null);
};

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

export const formatTable = (title: string, files: JsFile[]): string => {
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const lines = [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => `  ${kib(file.gzipBytes).padStart(10)}  ${file.url}`);
  return [`${title}: ${files.length} JS files, ${kib(total)} gzip`, ...lines].join('\n');
};
