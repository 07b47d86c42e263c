// `npm run bench:html`: how fast the host answers pages' HTML under load. autocannon keeps 50 connections busy
// for 10 s (by default) on the public pages (`/`, `/Comparar/EPS`, a plan page, `/QS-Blog`), each connection
// asking for them in turn, as a phone's browser asks (its user agent, `Accept: text/html`, brotli/gzip); then
// again with an ad's tracking parameters appended (`?utm_source=x&utm_medium=y&gclid=z`), which make every
// address one no one asked before. A request counts once its whole body is received (autocannon times to the
// end of the response). Prints requests/s, p50 and p99 per set; exits 1 when a set's p99 is over
// `--max-p99 MS`, or when any answer was not a 2xx or failed.
//
// Before the load, each page is asked once, alone, and that first visit's time is printed: the first visitor of an
// address nobody asked for yet waits for its render (and a just-started host loads the slices' server code then);
// the load measures what every later visitor gets, from the host's kept pages (page-cache.mjs).
//
// Uses the site on http://localhost:3000 if one is running, else starts it (`scripts/start.mjs`);
// `--connections N`, `--duration S` change the load.
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { userAgents } from 'lighthouse/core/config/constants.js';
import { startSiteIfNeeded } from './site.mjs';

const PAGES = ['/', '/Comparar/EPS', '/EPS/salud-andina-eps/plan-complementario-oro', '/QS-Blog'];
const TRACKING = 'utm_source=x&utm_medium=y&gclid=z';
const SETS = [
  { name: 'plain', paths: PAGES },
  { name: `with ?${TRACKING}`, paths: PAGES.map((page) => `${page}?${TRACKING}`) },
];
const HEADERS = { 'user-agent': userAgents.mobile, accept: 'text/html', 'accept-encoding': 'br, gzip' };

const { values } = parseArgs({
  options: {
    'max-p99': { type: 'string' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
  },
});

/** One set under load; autocannon's result. */
const load = (paths) =>
  autocannon({
    url: 'http://localhost:3000',
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: HEADERS,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });

/** One page asked alone, as its first visitor asks it: ms to the last byte. */
const firstVisit = async (path) => {
  const started = performance.now();
  const response = await fetch(`http://localhost:3000${path}`, { headers: HEADERS });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
};

const site = await startSiteIfNeeded();
const results = [];
const firstVisits = [];
try {
  for (const path of PAGES) firstVisits.push({ path, ms: await firstVisit(path) });
  for (const set of SETS) results.push({ set, result: await load(set.paths) });
} finally {
  site?.kill('SIGTERM');
}

const line = (cells) => [cells[0].padEnd(44), ...cells.slice(1).map((cell) => cell.padStart(10))].join(' ');
console.log(
  `First visit of each page, alone: ${firstVisits.map(({ path, ms }) => `${path} ${ms.toFixed(0)} ms`).join(', ')}`,
);
console.log(
  `Host HTML under load: ${values.connections} connections, ${values.duration} s per set, pages ${PAGES.join(', ')}; latency to the last byte of each answer.`,
);
console.log(line(['set', 'req/s', 'p50', 'p99', 'answers', 'non-2xx', 'errors']));
for (const { set, result } of results) {
  const failed = result.errors + result.timeouts;
  console.log(
    line([
      set.name,
      result.requests.average.toFixed(0),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      String(result.latency.totalCount),
      String(result.non2xx),
      String(failed),
    ]),
  );
}

const maxP99 = values['max-p99'] === undefined ? undefined : Number(values['max-p99']);
const problems = results.flatMap(({ set, result }) => [
  ...(maxP99 !== undefined && result.latency.p99 > maxP99
    ? [`${set.name}: p99 ${result.latency.p99} ms over ${maxP99} ms`]
    : []),
  ...(result.non2xx + result.errors + result.timeouts > 0
    ? [`${set.name}: ${result.non2xx} non-2xx answers, ${result.errors + result.timeouts} failed requests`]
    : []),
]);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
