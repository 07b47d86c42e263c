import { expect, test } from '@playwright/test';
import { formatTable, kib, measurePageJs } from '../support/measure-js';

/** Issue budget: /Comparar/EPS must stay under 240 KiB of gzip JS (target 200 KiB). */
const COMPARE_BUDGET = 240 * 1024;
const COMPARE_TARGET = 200 * 1024;
/** A plan page opened on its home tab, which has no document. */
const PLAN_HOME = '/EPS/salud-andina-eps/plan-complementario-oro';
/** pdf.js (the detail remote's webpack chunk 'pdfjs') and its worker file: only a tab with a file loads them. */
const PDFJS_FILE = /\/(pdfjs\.[0-9a-f]{8}\.js|pdf\.worker(\.min)?\.[0-9a-f]{8}\.mjs)$/;

test('bundle size of /Comparar/EPS and / (gzip), with each remote entry', async ({ page, browser }) => {
  const compare = await measurePageJs(page, '/Comparar/EPS', () => page.getByRole('article').first().waitFor());
  const homePage = await browser.newPage();
  const home = await measurePageJs(homePage, '/', () => homePage.getByRole('heading', { level: 1 }).waitFor());
  const planPage = await browser.newPage();
  const plan = await measurePageJs(planPage, PLAN_HOME, () => planPage.getByRole('heading', { level: 1 }).waitFor());

  const total = (files: typeof compare) => files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const entries = [...compare, ...home].filter((file) => file.url.endsWith('/remoteEntry.js'));
  const uniqueEntries = [...new Map(entries.map((file) => [file.url, file])).values()];

  console.log(formatTable('/Comparar/EPS', compare));
  console.log(formatTable('/', home));
  console.log(formatTable(`${PLAN_HOME} (home tab)`, plan));
  console.log(['remote entries:', ...uniqueEntries.map((file) => `  ${kib(file.gzipBytes).padStart(10)}  ${file.url}`)].join('\n'));
  console.log(`budget /Comparar/EPS: ${kib(total(compare))} of ${kib(COMPARE_BUDGET)} (target ${kib(COMPARE_TARGET)})`);

  expect(total(compare)).toBeLessThanOrEqual(COMPARE_BUDGET);
  // pdf.js and its worker are never part of a first load.
  for (const files of [compare, home, plan]) expect(files.map((file) => file.url).filter((url) => PDFJS_FILE.test(url))).toEqual([]);
  // No library twice: no two files of the same content on a page.
  expect(new Set(compare.map((file) => file.url)).size).toBe(compare.length);
});
