import { expect, test } from '@playwright/test';
import { formatRows, measurePages, PAGES, rowOf, sharedResultPage, VISITOR_PAGES, waitForIdlePrerenderer, warmSnapshots } from './lighthouse-runner.mjs';

// The Lighthouse gate (docs/adr/0009-start-up-work.md): CI fails when a page a visitor decides on, or an address most visitors land on (an ad's
// link, a partner's site, a results page 2, a campaign's plan page, a shared result: ADR 0007), falls under
// the line below on Lighthouse's simulated phone, or shifts its layout. The bytes are printed, not judged: the e2e run's database and
// registry differ from `npm start`'s (bundle-size.spec.ts budgets the JS).
//
// The line is where the CI machines stand now, not the goal (95, ADR 0009). Lighthouse's phone is this
// machine's Chromium slowed four times: the same build (97d5b0d) scored 94–99 when the gate landed and
// 67–84 on the CI and development machines since (Debian's Chromium 150), whose CPU benchmark reads
// 1400–2600, a fast desktop by Lighthouse's table. The start-up work that costs those points is written down in
// docs/adr/0009-start-up-work.md; raise the line as that work is removed (its "What is left"). A page under 50 has lost a third
// of its score on any of these machines: that is a regression, not noise.
const MIN_SCORE = 50;
const CLS_BUDGET = 0.02;
/**
 * Single runs spread by several points on a shared 2-core machine, more after the whole suite than on a
 * quiet one (the plan page gave 87, 95, 92, 96 and 89 in one run of `npm test`, 96–99 on a fresh server):
 * each page's median of three counts, and a page under the line is measured three times more and judged on
 * the lower median of all six, so a noisy stretch of the machine cannot fail the build alone, while a page
 * that really scores under the line still does.
 */
const RUNS = 3;

test(`Lighthouse on a phone: each of the four pages and the landing addresses scores at least ${MIN_SCORE}, with no layout shift`, async () => {
  test.setTimeout(25 * 60_000);
  const pages = [...PAGES, ...VISITOR_PAGES, await sharedResultPage()];
  await warmSnapshots(pages);
  await waitForIdlePrerenderer(8 * 60_000);
  let rows = await measurePages({ runs: RUNS, pages });
  console.log(formatRows(rows, RUNS));
  const low = rows.filter((row) => row.score < MIN_SCORE).map((row) => row.page);
  if (low.length > 0) {
    const again = await measurePages({ runs: RUNS, pages: low });
    rows = rows.map((row) => {
      const more = again.find((other) => other.page === row.page);
      return more ? rowOf(row.page, [...row.results, ...more.results]) : row;
    });
    console.log(formatRows(rows, `${RUNS} (${2 * RUNS} for ${low.join(', ')})`));
  }

  expect(rows.map((row) => row.page)).toEqual(pages);
  expect(rows.filter((row) => row.score < MIN_SCORE).map((row) => `${row.page}: ${row.score} (runs ${row.scores.join(', ')})`)).toEqual([]);
  expect(rows.filter((row) => row.cls > CLS_BUDGET).map((row) => `${row.page}: CLS ${row.cls}`)).toEqual([]);
});
