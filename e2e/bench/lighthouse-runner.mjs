// Lighthouse (mobile preset, simulated throttling) on the running site, shared by `npm run bench:lighthouse`
// (lighthouse.mjs) and the CI gate (lighthouse-gate.spec.ts): the same phone, pages, warm-up and figures,
// so the gate judges what the bench prints.
import * as chromeLauncher from 'chrome-launcher';
import http from 'node:http';
import lighthouse from 'lighthouse';

export const ORIGIN = 'http://localhost:3000';
/** The four pages a visitor decides on (docs/adr/0009-start-up-work.md). */
export const PAGES = ['/', '/Comparar/EPS', '/EPS/salud-andina-eps/plan-complementario-oro', '/QS-Blog'];
/** A partner's host name: the browser resolves `*.localhost` itself. */
export const PARTNER_ORIGIN = 'http://aliado.localhost:3000';
/** What a shared result (`/url/{link}`, made by sharedResultPage) leads to: a comparator's page 2, sorted. */
export const SHARED_VIEW = '/Comparar/EPS?pagina=2&orden=lowerPrice';
/**
 * How most visitors land (ADR 0007, "Where most visitors land"): an ad's link, a partner's site, a results page 2, a plan page from a
 * campaign, and a shared result. `/url/{link}` is added by sharedResultPage (a link is made per run).
 */
/** A view that never has a snapshot of its own (a visitor's compare set): it is sent the comparator's frame. */
export const FRAME_VIEW = '/Comparar/EPS?comparar=1';
/**
 * A plan's page no one has asked for within the snapshots' TTL (ADR 0007, "A page no one has asked for yet"): each
 * run measures another plan of the catalogue on its first visit, which is sent its kind's frame.
 */
export const UNASKED_PLAN = '/{a plan no one has asked for}';
export const VISITOR_PAGES = [
  '/Comparar/EPS?utm_source=google&utm_medium=cpc&gclid=bench',
  `${PARTNER_ORIGIN}/Comparar/EPS`,
  '/Comparar/EPS?pagina=2',
  '/EPS/salud-andina-eps/plan-complementario-oro?utm_source=x',
  FRAME_VIEW,
  UNASKED_PLAN,
];
/** A page's address: a path of the main site, or a whole URL (a partner's host name). */
const urlOf = (page) => (page.startsWith('http') ? page : `${ORIGIN}${page}`);

/** Plans measured as UNASKED_PLAN in this process: each one is asked for once, so never again a first visit. */
const measuredPlans = new Set();

/** The catalogue's plans, three at a time (the most the API's compare call takes), by their ids (the fixtures' 1001 on). */
async function* catalogPlans() {
  for (let id = 1001; id < 1400; id += 3) {
    const answer = await fetch(`${ORIGIN}/api/insurance/compare/products?ids=${id},${id + 1},${id + 2}`);
    if (!answer.ok) continue;
    for (const plan of (await answer.json()).data ?? []) if (typeof plan.url === 'string') yield plan.url;
  }
}

/**
 * A plan's page with no snapshot yet and a kind frame for it (the host's status says, without queueing it), not
 * measured before in this process: its first visit is the run. An EPS plan's kind frame comes with PLAN's
 * snapshot (warmSnapshots); the warm-up's snapshots may have given other kinds theirs.
 */
const unaskedPlanUrl = async () => {
  for await (const plan of catalogPlans()) {
    if (measuredPlans.has(plan)) continue;
    const status = await (await fetch(`${ORIGIN}/__qs/prerender-status?${new URLSearchParams({ page: plan, variant: 'mobile' })}`)).json();
    if (status.stored || !status.kindFrame) continue;
    measuredPlans.add(plan);
    return urlOf(plan);
  }
  throw new Error('every plan with a kind frame has a snapshot now: measure a first visit once they expire (10 min) or on a restarted site');
};

/** The address one run measures: the page, or for UNASKED_PLAN another plan on its first visit. */
const runUrlOf = async (page) => (page === UNASKED_PLAN ? unaskedPlanUrl() : urlOf(page));
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
/** Resource types that make the page itself (what the issue's byte budget counts). */
const PAGE_TYPES = new Set(['Document', 'Script', 'Stylesheet']);
// Lighthouse's phone (its user agent says Mobile): the snapshot variant it will be served.
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Mobile Safari/537.36';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One Lighthouse run on `url`; its report (lhr). */
const runLighthouse = async (port, url, flags) => {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', ...flags });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
};
/** The rows of an audit's table (`details.items`); none when it has no table. */
const itemsOf = (audit) => (audit?.details && 'items' in audit.details ? audit.details.items : []);

export const launchChrome = () => chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });

/** One Lighthouse run: score, LCP, TBT, CLS and the bytes the page received as transferred. */
export const measure = async (port, url) => {
  const lhr = await runLighthouse(port, url, { onlyCategories: ['performance'] });
  const { audits, categories } = lhr;
  /** @param {string} id */
  const metric = (id) => {
    const audit = audits[id];
    if (!audit) throw new Error(`Lighthouse ran no ${id} audit`);
    return audit.numericValue;
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
    // Lighthouse's own measure of this machine's CPU (its page-independent benchmark): the simulated
    // phone is this machine slowed four times, so the same build scores lower on a slower or busier one.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
};

/** The shell's User Timing mark at the takeover of a prerendered snapshot (host/src/app/prerender-takeover.ts). */
const TAKEOVER_MARK = 'qs-takeover';

/**
 * When the live page took over from the snapshot, on Lighthouse's phone with its throttling applied to the
 * page (devtools throttling: the CPU slowed four times, the mobile network), since simulated throttling
 * only simulates its own metrics: a mark is observed at this machine's full speed. Null for a page served
 * without a snapshot (nothing to take over).
 */
export const measureTakeover = async (port, url) => {
  const lhr = await runLighthouse(port, url, { onlyAudits: ['user-timings'], throttlingMethod: 'devtools' });
  const marks = itemsOf(lhr.audits['user-timings']);
  return marks.find((item) => item.name === TAKEOVER_MARK)?.startTime ?? null;
};

/** The middle value (the lower one of an even number), ignoring missing ones; null if none. */
const middle = (values) => {
  const known = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor((known.length - 1) / 2)];
};

/** Makes a shared result of SHARED_VIEW through the API, as the results page's 'Compartir' does: its `/url/{link}`. */
export const sharedResultPage = async () => {
  const answer = await fetch(`${ORIGIN}/api/buscarplanes/sharedinsurance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: SHARED_VIEW, decodedProfile: null }),
  });
  if (!answer.ok) throw new Error(`the API made no shared link (${answer.status})`);
  return (await answer.json()).data.path;
};

/**
 * The page's HTML as the phone is sent it; a partner's host name is asked for through its Host header. Not
 * with fetch(): undici drops a Host header it is given (the Fetch standard forbids it), so a partner's page
 * was asked as the main site's and its snapshot was never warmed.
 */
const fetchAsPhone = (page) =>
  new Promise((resolve, reject) => {
    const url = new URL(urlOf(page));
    const headers = { 'user-agent': PHONE_UA, accept: 'text/html', host: url.host };
    const request = http.get(`${ORIGIN}${url.pathname}${url.search}`, { headers }, (response) => {
      response.setEncoding('utf8');
      let html = '';
      response.on('data', (chunk) => (html += chunk));
      response.on('end', () => resolve(html));
      response.on('error', reject);
    });
    request.on('error', reject);
  });

/**
 * A page is prerendered on its first visit (docs/adr/0007-prerendered-html.md): ask for each page until its
 * snapshot (not its comparator's frame, which comes first) is served, so that the runs measure what visitors get once the cache is warm. With
 * `QS_PRERENDER=off` on the site no snapshot ever comes: each page is given up after 60 s.
 */
export const warmSnapshots = async (pages = PAGES) => {
  // UNASKED_PLAN is measured on first visits; its kind frame is taken with PLAN's snapshot.
  for (const page of pages.map((page) => (page === UNASKED_PLAN ? PAGES[2] : page))) {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const html = await fetchAsPhone(page);
      // A page's own snapshot; for FRAME_VIEW, its comparator's frame.
      if (html.includes(page === FRAME_VIEW ? '<div id="qs-prerendered" data-qs-frame>' : '<div id="qs-prerendered">')) break;
      await sleep(1000);
    }
  }
};

/**
 * The host takes snapshots in the background with its capture worker's Chromium (a queue of pages after start and
 * the pages each snapshot links to). On one machine that browser would share the CPU with the phone
 * Lighthouse simulates, which no visitor's phone does: wait until the queue is empty (at most `timeoutMs`).
 */
export const waitForIdlePrerenderer = async (timeoutMs = 10 * 60_000) => {
  const deadline = Date.now() + timeoutMs;
  let said = 0;
  while (Date.now() < deadline) {
    const answer = await fetch(`${ORIGIN}/__qs/prerender-status`);
    if (!answer.ok) return;
    const { pending } = await answer.json();
    if (pending === 0) return;
    if (Date.now() - said > 30_000) {
      console.error(`waiting for the host's prerenderer to finish its background work (${pending} page(s) left)`);
      said = Date.now();
    }
    await sleep(2000);
  }
};

/** The run with the median score, the lower one of an even number (runs spread by a few points; one slow run must not decide). */
export const median = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)];

/** A page's row: its median run with the median LCP of the runs, every score in the order measured, and the runs themselves. */
export const rowOf = (page, results) => ({ page, ...median(results), lcp: middle(results.map((result) => result.lcp)), scores: results.map((result) => result.score), results });

/**
 * `runs` Lighthouse runs of each page in one Chromium; a row per page with its median run. With `takeover`,
 * as many runs more with applied throttling give the row's median takeover time (measureTakeover).
 */
export const measurePages = async ({ runs = 1, pages = PAGES, takeover = false } = {}) => {
  const chrome = await launchChrome();
  try {
    const rows = [];
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await measure(chrome.port, await runUrlOf(page)));
        // A first visit queues its page's capture: the next run waits for it, as every other row waits for the warm-up.
        if (page === UNASKED_PLAN) await waitForIdlePrerenderer();
      }
      const row = rowOf(page, results);
      if (takeover) {
        const takeovers = [];
        for (let run = 0; run < runs; run += 1) {
          takeovers.push(await measureTakeover(chrome.port, await runUrlOf(page)));
          if (page === UNASKED_PLAN) await waitForIdlePrerenderer();
        }
        row.takeover = middle(takeovers);
      }
      rows.push(row);
    }
    return rows;
  } finally {
    await chrome.kill();
  }
};

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export const formatRows = (rows, runs) => {
  const takeover = rows.some((row) => 'takeover' in row);
  return [
    `Lighthouse (mobile, simulated throttling), median of ${runs} run(s); CPU is the median run's benchmarkIndex` +
      (takeover ? '; takeover: the snapshot replaced by the live page, on the phone with applied (devtools) throttling, median of as many runs, "-" without a snapshot:' : ':'),
    `${'page'.padEnd(60)} ${'perf'.padStart(4)} ${'LCP'.padStart(7)}${takeover ? ` ${'takeover'.padStart(8)}` : ''} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'HTML+JS+CSS'.padStart(12)} ${'all sent'.padStart(11)} ${'CPU'.padStart(5)}  runs`,
    ...rows.map(
      (row) =>
        `${row.page.padEnd(60)} ${String(row.score).padStart(4)} ${seconds(row.lcp).padStart(7)}${takeover ? ` ${(row.takeover == null ? '-' : seconds(row.takeover)).padStart(8)}` : ''} ${`${Math.round(row.tbt)} ms`.padStart(8)} ${row.cls.toFixed(3).padStart(6)} ${kib(row.pageBytes).padStart(12)} ${kib(row.allBytes).padStart(11)} ${String(row.benchmarkIndex).padStart(5)}  ${row.scores.join(' ')}`,
    ),
  ].join('\n');
};
