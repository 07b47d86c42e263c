// Lighthouse (mobile preset, simulated throttling) on the running site, shared by `npm run bench:lighthouse`
// (lighthouse.mjs) and the CI gate (lighthouse-gate.spec.ts): the same phone, pages and figures, so the gate
// judges what the bench prints. Each page is measured beside its own HTML with the scripts removed
// (scriptless-html.mjs), in the same run and with the same settings: the ratio of the two scores is what the
// gate judges, so a slower or busier machine moves both alike.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { userAgents } from 'lighthouse/core/config/constants.js';
import { measureFirstTap, PROFILE_BUTTON } from './first-tap.mjs';
import { startScriptlessServer } from './scriptless-html.mjs';

export const ORIGIN = 'http://localhost:3000';
/** The plan page measured as a known page (and never as a first visit). */
const PLAN = '/EPS/salud-andina-eps/plan-complementario-oro';
/** The four pages a visitor decides on (docs/adr/0009-start-up-work.md). */
export const PAGES = ['/', '/Comparar/EPS', PLAN, '/QS-Blog'];
/** A partner's host name: the browser resolves `*.localhost` itself. */
export const PARTNER_ORIGIN = 'http://aliado.localhost:3000';
/** A plan's page not requested before in this run: each run measures another plan of the catalogue. */
export const FIRST_VISIT_PLAN = '/{a plan on its first visit}';
/** How most visitors land (ADR 0007, "Where most visitors land"): an ad's link, a partner's site, a results page 2, a plan's first visit. */
export const VISITOR_PAGES = [
  '/Comparar/EPS?utm_source=google&utm_campaign=bench&gclid=bench',
  `${PARTNER_ORIGIN}/Comparar/EPS`,
  '/Comparar/EPS?pagina=2',
  FIRST_VISIT_PLAN,
];
/**
 * Rows whose page has the comparator's profile button: they get the time to the first tap answered (first-tap.mjs). The main site's
 * comparators only: a partner's banner has no profile button.
 */
const hasProfileButton = (page) => page !== FIRST_VISIT_PLAN && urlOf(page).startsWith(`${ORIGIN}/Comparar/`);
/** Fresh visits per page for the first tap's median. */
const TAP_RUNS = 3;

/** A page's address: a path of the main site, or a whole URL (a partner's host name). */
const urlOf = (page) => (page === FIRST_VISIT_PLAN ? page : page.startsWith('http') ? page : `${ORIGIN}${page}`);

/** Plans asked for in this process (measured, or one of PAGES): never a first visit again. */
const askedPlans = new Set([PLAN]);

/** The catalogue's plans, three at a time (the most the API's compare call takes), by their ids (the fixtures' 1001 on). */
async function* catalogPlans() {
  for (let id = 1001; id < 1400; id += 3) {
    const answer = await fetch(`${ORIGIN}/api/insurance/compare/products?ids=${id},${id + 1},${id + 2}`);
    if (!answer.ok) continue;
    for (const plan of (await answer.json()).data ?? []) if (typeof plan.url === 'string') yield plan.url;
  }
}

/** A plan's page not asked for before in this process (the host has no rendered copy of it: its first visit). */
const firstVisitPlanUrl = async () => {
  for await (const plan of catalogPlans()) {
    if (askedPlans.has(plan)) continue;
    askedPlans.add(plan);
    return `${ORIGIN}${plan}`;
  }
  throw new Error('every plan of the catalogue has been asked for in this run');
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
/** Resource types that make the page itself. */
const PAGE_TYPES = new Set(['Document', 'Script', 'Stylesheet']);
/** Lighthouse's phone: the user agent the site is asked with, for the page and for its script-less HTML. */
export const PHONE_UA = userAgents.mobile;

/** The rows of an audit's table (`details.items`); none when it has no table. */
const itemsOf = (audit) => (audit?.details && 'items' in audit.details ? audit.details.items : []);

export const launchChrome = () =>
  chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });

/** One Lighthouse run: score, LCP, TBT, CLS, the bytes received as transferred, and this machine's CPU benchmark. */
export const measure = async (port, url) => {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories, environment } = result.lhr;
  // Null when Lighthouse could not tell (an HTML that paints no content has no LCP: a page rendered in the browser only, without its scripts).
  const metric = (id) => {
    const value = audits[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const requests = itemsOf(audits['network-requests']);
  const sent = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  if (!categories.performance) throw new Error('Lighthouse gave no performance score');
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    pageBytes: sent(requests.filter((item) => PAGE_TYPES.has(item.resourceType))),
    allBytes: sent(requests),
    // Lighthouse's own measure of this machine's CPU: the simulated phone is this machine slowed four times,
    // so the same build scores lower on a slower or busier one.
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
};

/** The middle value (the lower one of an even number), ignoring missing ones; null if none. */
const middle = (values) => {
  const known = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor((known.length - 1) / 2)];
};

/** The run with the median score, the lower one of an even number (runs spread by a few points; one slow run must not decide). */
export const median = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)];

/**
 * A page's row from its runs and its script-less HTML's runs: the page's median run with the median LCP of
 * its runs, the script-less median score and the ratio of the two medians.
 */
export const rowOf = (page, results, scriptless) => {
  const bare = median(scriptless);
  const row = {
    page,
    ...median(results),
    lcp: middle(results.map((result) => result.lcp)),
    scores: results.map((result) => result.score),
    results,
    scriptless,
  };
  // An HTML that paints nothing scores 0 without its scripts: any score of the page is then at least its ratio's share (Infinity).
  return {
    ...row,
    scriptlessScore: bare.score,
    scriptlessScores: scriptless.map((result) => result.score),
    ratio: bare.score === 0 ? Infinity : row.score / bare.score,
  };
};

/**
 * `runs` Lighthouse runs of each page and as many of its script-less HTML, alternating (page, then its
 * HTML as sent just after), in one Chromium; a row per page. With `firstTap`, comparator rows get the median
 * time to the first tap answered (TAP_RUNS fresh visits).
 */
export const measurePages = async ({ runs = 1, pages = PAGES, firstTap = false } = {}) => {
  const chrome = await launchChrome();
  const scriptlessServer = await startScriptlessServer();
  try {
    const rows = [];
    for (const page of pages) {
      const results = [];
      const scriptless = [];
      for (let run = 0; run < runs; run += 1) {
        const url = page === FIRST_VISIT_PLAN ? await firstVisitPlanUrl() : urlOf(page);
        results.push(await measure(chrome.port, url));
        scriptless.push(await measure(chrome.port, await scriptlessServer.serve(url, PHONE_UA)));
      }
      const row = rowOf(page, results, scriptless);
      if (firstTap && hasProfileButton(page)) row.firstTap = middle(await measureFirstTap(urlOf(page), TAP_RUNS));
      rows.push(row);
    }
    return rows;
  } finally {
    await scriptlessServer.close();
    await chrome.kill();
  }
};

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms) => (ms == null ? '-' : ms === Infinity ? 'lost' : `${(ms / 1000).toFixed(2)} s`);

export const formatRows = (rows, runs) => {
  const firstTap = rows.some((row) => 'firstTap' in row);
  /** @type {{ name: string, width: number, cell: (row: any) => string }[]} */
  const columns = [
    { name: 'page', width: 64, cell: (row) => row.page },
    { name: 'perf', width: 4, cell: (row) => String(row.score) },
    { name: 'bare', width: 4, cell: (row) => String(row.scriptlessScore) },
    { name: 'ratio', width: 5, cell: (row) => (row.ratio === Infinity ? 'inf' : row.ratio.toFixed(2)) },
    { name: 'LCP', width: 7, cell: (row) => seconds(row.lcp) },
    { name: 'TBT', width: 8, cell: (row) => (row.tbt == null ? '-' : `${Math.round(row.tbt)} ms`) },
    { name: 'CLS', width: 6, cell: (row) => (row.cls == null ? '-' : row.cls.toFixed(3)) },
    { name: 'HTML+JS+CSS', width: 12, cell: (row) => kib(row.pageBytes) },
    { name: 'all sent', width: 11, cell: (row) => kib(row.allBytes) },
    ...(firstTap ? [{ name: '1st tap', width: 7, cell: (row) => seconds(row.firstTap) }] : []),
    { name: 'CPU', width: 5, cell: (row) => String(row.benchmarkIndex) },
    {
      name: 'runs (page / bare)',
      width: 0,
      cell: (row) => `${row.scores.join(' ')} / ${row.scriptlessScores.join(' ')}`,
    },
  ];
  /** @param {(column: { name: string, width: number, cell: (row: any) => string }) => string} textOf */
  const line = (textOf) =>
    columns
      .map((column, index) =>
        index === 0 ? textOf(column).padEnd(column.width) : textOf(column).padStart(column.width),
      )
      .join(' ');
  return [
    `Lighthouse (mobile, simulated throttling), median of ${runs} run(s). perf: the page; bare: its own HTML without scripts, same run and settings; ratio = perf / bare.`,
    `CPU: the median run's benchmarkIndex (Lighthouse's measure of this machine). ratio inf: the HTML alone paints nothing (bare 0).` +
      (firstTap
        ? ` 1st tap: navigation start → profile form open after tapping '${PROFILE_BUTTON}' as soon as it shows, phone with CPU 4× slower, median of ${TAP_RUNS} (target ≤ 2.5 s).`
        : ''),
    line((column) => column.name),
    ...rows.map((row) => line((column) => column.cell(row))),
  ].join('\n');
};
