import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { REGISTRY_FILE } from '../support/environment';
import { formatTable, kib, measurePageJs, totalGzip, totalSent, type JsFile } from '../support/measure-js';

/**
 * The budgets (bytes), in one file with the slices' that `npm run registry:admit` reads: /Comparar/EPS must stay
 * under 240 KiB of JS (target 200 KiB), sent and as gzip; a page's JS from one slice stays within that slice's.
 */
const BUDGETS = JSON.parse(readFileSync(path.join(__dirname, 'budgets.json'), 'utf8')) as {
  pages: { '/Comparar/EPS': { budget: number; target: number } };
  slices: Record<string, number>;
};
const { budget: COMPARE_BUDGET, target: COMPARE_TARGET } = BUDGETS.pages['/Comparar/EPS'];

/** The JS each slice sent to a page, by the origins of the registry the site runs on. */
const bySlice = (files: JsFile[]): Map<string, JsFile[]> => {
  const registry = JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')) as { remotes: { name: string; entry: string }[] };
  const sliceOf = new Map(registry.remotes.map((line) => [new URL(line.entry).origin, line.name]));
  const slices = new Map<string, JsFile[]>();
  for (const file of files) {
    const slice = sliceOf.get(new URL(file.url).origin);
    if (slice) slices.set(slice, [...(slices.get(slice) ?? []), file]);
  }
  return slices;
};
/** A plan page opened on its home tab, which has no document. */
const PLAN_HOME = '/EPS/salud-andina-eps/plan-complementario-oro';
/** pdf.js (the detail remote's webpack chunk 'pdfjs') and its worker file: only a tab with a file loads them. */
const PDFJS_FILE = /\/(pdfjs\.[0-9a-f]{8}\.js|pdf\.worker(\.min)?\.[0-9a-f]{8}\.mjs)$/;

test('bundle size of /Comparar/EPS and / (bytes sent and gzip), with each remote entry', async ({ page, browser }) => {
  const compare = await measurePageJs(page, '/Comparar/EPS', () => page.getByRole('article').first().waitFor());
  const homePage = await browser.newPage();
  const home = await measurePageJs(homePage, '/', () => homePage.getByRole('heading', { level: 1 }).waitFor());
  const planPage = await browser.newPage();
  const plan = await measurePageJs(planPage, PLAN_HOME, () => planPage.getByRole('heading', { level: 1 }).waitFor());

  const entries = [...compare, ...home].filter((file) => file.url.endsWith('/remoteEntry.js'));
  const uniqueEntries = [...new Map(entries.map((file) => [file.url, file])).values()];

  console.log(formatTable('/Comparar/EPS', compare));
  console.log(formatTable('/', home));
  console.log(formatTable(`${PLAN_HOME} (home tab)`, plan));
  console.log(
    [
      'remote entries:',
      ...uniqueEntries.map(
        (file) => `  ${kib(file.sentBytes).padStart(10)} sent  ${kib(file.gzipBytes).padStart(10)} gzip  ${file.url}`,
      ),
    ].join('\n'),
  );
  console.log(
    `budget /Comparar/EPS: ${kib(totalSent(compare))} sent, ${kib(totalGzip(compare))} gzip, of ${kib(COMPARE_BUDGET)} (target ${kib(COMPARE_TARGET)})`,
  );

  // What the visitor receives counts: every JS file arrives compressed, and the bytes sent stay in budget.
  expect(compare.filter((file) => file.encoding === '' && file.sentBytes > 1024).map((file) => file.url)).toEqual([]);
  expect(totalSent(compare)).toBeLessThanOrEqual(COMPARE_BUDGET);
  expect(totalGzip(compare)).toBeLessThanOrEqual(COMPARE_BUDGET);
  // pdf.js and its worker are never part of a first load.
  for (const files of [compare, home, plan])
    expect(files.map((file) => file.url).filter((url) => PDFJS_FILE.test(url))).toEqual([]);
  // No library twice: no two files of the same content on a page.
  expect(new Set(compare.map((file) => file.url)).size).toBe(compare.length);
  // What a page takes from one slice stays within the slice's budget (the one its builds are admitted with).
  for (const files of [compare, home, plan])
    for (const [slice, sliceFiles] of bySlice(files)) {
      const budget = BUDGETS.slices[slice] ?? 0;
      expect(totalSent(sliceFiles), `${slice} sent`).toBeLessThanOrEqual(budget);
      expect(totalGzip(sliceFiles), `${slice} gzip`).toBeLessThanOrEqual(budget);
    }
});
