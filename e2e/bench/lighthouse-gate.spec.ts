import { expect, test } from '../support/test';
import { formatRows, measurePages, PAGES, rowOf, VISITOR_PAGES } from './lighthouse-runner.mjs';

// The Lighthouse gate (docs/adr/0009-start-up-work.md): CI fails when a page a visitor decides on, or an address most visitors land on (an ad's
// link, a partner's site, a results page 2, a plan's first visit), scores under MIN_RATIO of what its own HTML scores without
// its scripts, measured in the same run with the same settings (lighthouse-runner.mjs, scriptless-html.mjs), or shifts its layout.
//
// Why a ratio and not a line: Lighthouse's phone is this machine's Chromium slowed four times, so the same build scored 94–99 on one
// machine and 67–84 on the CI and development ones (CPU benchmarkIndex 1400–2600). The script-less HTML is measured on the same machine
// at the same moment: whatever the machine, the page may lose at most 5 % of the score its markup, styles and images earn on their own.
// The bytes are printed, not judged: the e2e run's database and registry differ from `npm start`'s (bundle-size.spec.ts budgets the JS).
const MIN_RATIO = 0.95;
const CLS_BUDGET = 0.02;
/**
 * Single runs spread by several points on a shared 2-core machine: each page's median of three counts, and a page under the ratio is
 * measured three times more (page and script-less HTML) and judged on the lower medians of all six, so a noisy stretch of the machine
 * cannot fail the build alone, while a page that really loses to its own HTML still does.
 */
const RUNS = 3;

test(`Lighthouse on a phone: each of the four pages and the landing addresses scores at least ${MIN_RATIO} × its script-less HTML, with no layout shift`, async () => {
  test.setTimeout(40 * 60_000);
  const pages = [...PAGES, ...VISITOR_PAGES];
  let rows = await measurePages({ runs: RUNS, pages });
  console.log(formatRows(rows, RUNS));
  const low = rows.filter((row) => row.ratio < MIN_RATIO).map((row) => row.page);
  if (low.length > 0) {
    const again = await measurePages({ runs: RUNS, pages: low });
    rows = rows.map((row) => {
      const more = again.find((other) => other.page === row.page);
      return more ? rowOf(row.page, [...row.results, ...more.results], [...row.scriptless, ...more.scriptless]) : row;
    });
    console.log(formatRows(rows, `${RUNS} (${2 * RUNS} for ${low.join(', ')})`));
  }

  expect(rows.map((row) => row.page)).toEqual(pages);
  expect(
    rows
      .filter((row) => row.ratio < MIN_RATIO)
      .map(
        (row) =>
          `${row.page}: ${row.score} / ${row.scriptlessScore} = ${row.ratio.toFixed(2)} (runs ${row.scores.join(', ')} / ${row.scriptlessScores.join(', ')})`,
      ),
  ).toEqual([]);
  expect(
    rows.filter((row) => row.cls === null || row.cls > CLS_BUDGET).map((row) => `${row.page}: CLS ${row.cls}`),
  ).toEqual([]);
});
