import { expect, test } from '@playwright/test';
import { formatRows, measurePages, PAGES, waitForIdlePrerenderer, warmSnapshots } from './lighthouse-runner.mjs';

// Issue 10's gate: CI fails when a page a visitor decides on scores under 90 on Lighthouse's simulated phone
// (the goal is 95: `npm run bench:lighthouse` prints where each page stands), or shifts its layout. The bytes
// are printed, not judged: the e2e run's database and registry differ from `npm start`'s (bundle-size.spec.ts
// budgets the JS).
const MIN_SCORE = 90;
const CLS_BUDGET = 0.02;
/**
 * Single runs spread by several points on a shared 2-core machine (the plan page gave 93, 92 and 90 in one
 * CI run): each page's median of five counts, so one slow run, or two, cannot decide.
 */
const RUNS = 5;

test('Lighthouse on a phone: each of the four pages scores at least 90, with no layout shift', async () => {
  test.setTimeout(16 * 60_000);
  await warmSnapshots();
  await waitForIdlePrerenderer(8 * 60_000);
  const rows = await measurePages({ runs: RUNS });
  console.log(formatRows(rows, RUNS));

  expect(rows.map((row) => row.page)).toEqual(PAGES);
  expect(rows.filter((row) => row.score < MIN_SCORE).map((row) => `${row.page}: ${row.score} (runs ${row.scores.join(', ')})`)).toEqual([]);
  expect(rows.filter((row) => row.cls > CLS_BUDGET).map((row) => `${row.page}: CLS ${row.cls}`)).toEqual([]);
});
