// `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) on the built site as `npm start`
// serves it, for the four pages a visitor decides on and the addresses most visitors land on (an ad's link, a
// partner's site, a results page 2, a plan's first visit). Prints per page: the score, and beside it the score
// of the page's own HTML with its scripts removed (same run, same settings) and their ratio; LCP, TBT, CLS,
// the bytes received as transferred (HTML + JS + CSS, and everything), the time to the first tap answered on
// the comparator rows (first-tap.mjs) and Lighthouse's CPU benchmarkIndex. Details: lighthouse-runner.mjs.
//
// Uses the site on http://localhost:3000 if one is running, else starts it (`scripts/start.mjs`).
// `--runs N` keeps the median of N runs; `--page ADDRESS` (repeatable: a path or a whole URL) measures only
// those; `--min-ratio R` exits non-zero when a page's ratio is under R.
import { parseArgs } from 'node:util';
import { formatRows, measurePages, PAGES, VISITOR_PAGES } from './lighthouse-runner.mjs';
import { startSiteIfNeeded } from './site.mjs';

const { values } = parseArgs({
  options: {
    'min-ratio': { type: 'string' },
    runs: { type: 'string', default: '1' },
    page: { type: 'string', multiple: true },
  },
});

const site = await startSiteIfNeeded();
let rows;
try {
  rows = await measurePages({
    runs: Number(values.runs),
    pages: values.page ?? [...PAGES, ...VISITOR_PAGES],
    firstTap: true,
  });
} finally {
  site?.kill('SIGTERM');
}
console.log(formatRows(rows, values.runs));

const minRatio = values['min-ratio'] === undefined ? undefined : Number(values['min-ratio']);
const failing = minRatio === undefined ? [] : rows.filter((row) => row.ratio < minRatio);
if (failing.length > 0) {
  console.error(
    `ratio under ${minRatio}: ${failing.map((row) => `${row.page} (${row.score} / ${row.scriptlessScore})`).join(', ')}`,
  );
  process.exit(1);
}
