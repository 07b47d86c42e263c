// `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) on the built site as
// `npm start` serves it, for the four pages a visitor decides on and the addresses most visitors land on
// (an ad's link, a partner's site, a results page 2, a campaign's plan page, a shared result: ADR 0007). Prints performance, LCP, TBT, CLS and
// the bytes each page actually received (HTML + JS + CSS, and everything), as transferred, and when the live
// page took over from the prerendered snapshot on the throttled phone (ADR 0007, "Taps before the takeover").
//
// Uses the site on http://localhost:3000 if one is running, else starts it (`scripts/start.mjs`).
// `--min-score N` exits non-zero when a page scores under N; `--runs N` keeps the median of N runs;
// `--page ADDRESS` (repeatable: a path or a whole URL) measures only those.
// The pages' prerendered snapshots are taken first and the host's background prerendering is let finish
// (set QS_PRERENDER=off to measure the plain shell).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PAGES, VISITOR_PAGES, formatRows, measurePages, sharedResultPage, waitForIdlePrerenderer, warmSnapshots } from './lighthouse-runner.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { 'min-score': { type: 'string' }, runs: { type: 'string', default: '1' }, page: { type: 'string', multiple: true } } });

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

const site = await startSiteIfNeeded();
let rows;
try {
  const pages = values.page ?? [...PAGES, ...VISITOR_PAGES, await sharedResultPage()];
  if (process.env.QS_PRERENDER !== 'off') {
    await warmSnapshots(pages);
    await waitForIdlePrerenderer();
  }
  rows = await measurePages({ runs: Number(values.runs), pages, takeover: true });
} finally {
  site?.kill('SIGTERM');
}
console.log(formatRows(rows, values.runs));

const minScore = values['min-score'] === undefined ? undefined : Number(values['min-score']);
const failing = minScore === undefined ? [] : rows.filter((row) => row.score < minScore);
if (failing.length > 0) {
  console.error(`under ${minScore}: ${failing.map((row) => `${row.page} (${row.score})`).join(', ')}`);
  process.exit(1);
}
