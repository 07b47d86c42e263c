import { expect, test } from '../support/test';
import { formatTable, kib, measurePageJs, totalGzip, totalSent } from '../support/measure-js';

/** The budget: /Comparar/EPS must stay under 240 KiB of JS (target 200 KiB), sent and as gzip. */
const COMPARE_BUDGET = 240 * 1024;
const COMPARE_TARGET = 200 * 1024;
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
});
