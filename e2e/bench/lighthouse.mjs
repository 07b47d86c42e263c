// `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) on the built site as
// `npm start` serves it, for the four pages a visitor decides on. Prints performance, LCP, TBT, CLS and
// the bytes each page actually received (HTML + JS + CSS, and everything), as transferred.
//
// Uses the site on http://localhost:3000 if one is running, else starts it (`scripts/start.mjs`).
// `--min-score N` exits non-zero when a page scores under N; `--runs N` keeps the median of N runs.
// The pages' prerendered snapshots are taken first and the host's background prerendering is let finish
// (set QS_PRERENDER=off to measure the plain shell).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ORIGIN = 'http://localhost:3000';
export const PAGES = ['/', '/Comparar/EPS', '/EPS/salud-andina-eps/plan-complementario-oro', '/QS-Blog'];
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

const { values } = parseArgs({ options: { 'min-score': { type: 'string' }, runs: { type: 'string', default: '1' } } });

const isListening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
  });

const waitFor = async (port, timeoutMs = 240_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await isListening(port))) {
    if (Date.now() > deadline) throw new Error(`the site did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

const startSiteIfNeeded = async () => {
  if (await isListening(3000)) return null;
  const site = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(3000);
  // The host listens before the remotes finish starting: wait for the registry to answer.
  await waitFor(3004);
  return site;
};

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const measure = async (port, url) => {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const { audits, categories } = result.lhr;
  const requests = audits['network-requests']?.details?.items ?? [];
  const sent = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    pageBytes: sent(requests.filter((item) => PAGE_TYPES.has(item.resourceType))),
    allBytes: sent(requests),
  };
};

// Lighthouse's phone (its user agent says Mobile): the snapshot variant it will be served.
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Mobile Safari/537.36';

/**
 * A page is prerendered on its first visit (docs/adr/0007-prerendered-html.md): ask for each page until its
 * snapshot is served, so that the runs measure what visitors get once the cache is warm. With
 * `QS_PRERENDER=off` on the site no snapshot ever comes: each page is given up after 60 s.
 */
const warmSnapshots = async () => {
  for (const page of PAGES) {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const html = await fetch(`${ORIGIN}${page}`, { headers: { 'user-agent': PHONE_UA, accept: 'text/html' } }).then((answer) => answer.text());
      if (html.includes('id="qs-prerendered"')) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
};

/**
 * The host takes snapshots in the background with a Chromium of its own (a queue of pages after start and
 * the pages each snapshot links to). On one machine that browser would share the CPU with the phone
 * Lighthouse simulates, which no visitor's phone does: wait until the queue is empty (at most 10 min).
 */
const waitForIdlePrerenderer = async () => {
  const deadline = Date.now() + 10 * 60_000;
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
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
};

const median = (runs) => {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)];
};

const site = await startSiteIfNeeded();
if (process.env.QS_PRERENDER !== 'off') {
  await warmSnapshots();
  await waitForIdlePrerenderer();
}
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
const rows = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < Number(values.runs); run += 1) runs.push(await measure(chrome.port, `${ORIGIN}${page}`));
    rows.push({ page, ...median(runs) });
  }
} finally {
  await chrome.kill();
  site?.kill('SIGTERM');
}

console.log(`Lighthouse (mobile, simulated throttling), median of ${values.runs} run(s):`);
console.log(`${'page'.padEnd(48)} ${'perf'.padStart(4)} ${'LCP'.padStart(7)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'HTML+JS+CSS'.padStart(12)} ${'all sent'.padStart(11)}`);
for (const row of rows) {
  console.log(
    `${row.page.padEnd(48)} ${String(row.score).padStart(4)} ${`${(row.lcp / 1000).toFixed(1)} s`.padStart(7)} ${`${Math.round(row.tbt)} ms`.padStart(8)} ${row.cls.toFixed(3).padStart(6)} ${kib(row.pageBytes).padStart(12)} ${kib(row.allBytes).padStart(11)}`,
  );
}

const minScore = values['min-score'] === undefined ? undefined : Number(values['min-score']);
const failing = minScore === undefined ? [] : rows.filter((row) => row.score < minScore);
if (failing.length > 0) {
  console.error(`under ${minScore}: ${failing.map((row) => `${row.page} (${row.score})`).join(', ')}`);
  process.exit(1);
}
