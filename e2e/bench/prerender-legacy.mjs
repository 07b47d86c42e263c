// What the benches do only for a site serving prerendered snapshots (ADR 0007, `QS_SSR` not on). Server
// rendering (ADR 0020) replaces them; this file and the lines that call it (each marked "prerender only")
// go away with the capture path.
import http from 'node:http';
import lighthouse from 'lighthouse';

const ORIGIN = 'http://localhost:3000';
const STATUS = `${ORIGIN}/__qs/prerender-status`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the running site takes snapshots (its status says so; a server-rendering site's says `enabled: false`). */
export const isPrerendering = async () => {
  const answer = await fetch(STATUS).catch(() => null);
  return answer?.ok === true && (await answer.json()).enabled === true;
};

/** A plan's page with no snapshot yet but its kind's frame (the status says, without queueing it): a first visit as ADR 0007 serves it. */
export const isUnaskedPlan = async (plan) => {
  const status = await (await fetch(`${STATUS}?${new URLSearchParams({ page: plan, variant: 'mobile' })}`)).json();
  return !status.stored && status.kindFrame;
};

const fetchAsPhone = (pageUrl, userAgent) =>
  new Promise((resolve, reject) => {
    const url = new URL(pageUrl);
    const headers = { 'user-agent': userAgent, accept: 'text/html', host: url.host };
    const request = http.get(`${ORIGIN}${url.pathname}${url.search}`, { headers }, (response) => {
      response.setEncoding('utf8');
      let html = '';
      response.on('data', (chunk) => (html += chunk));
      response.on('end', () => resolve(html));
      response.on('error', reject);
    });
    request.on('error', reject);
  });

/** Asks for each page (whole URLs) until its snapshot is served, so the runs measure a warm cache; gives a page up after 60 s. */
export const warmSnapshots = async (pageUrls, userAgent) => {
  for (const pageUrl of pageUrls) {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !(await fetchAsPhone(pageUrl, userAgent)).includes('<div id="qs-prerendered">')) await sleep(1000);
  }
};

/** Waits until the capture worker's queue is empty: its Chromium would share the CPU with the simulated phone. */
export const waitForIdlePrerenderer = async (timeoutMs = 10 * 60_000) => {
  const deadline = Date.now() + timeoutMs;
  let said = 0;
  while (Date.now() < deadline) {
    const answer = await fetch(STATUS);
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

/** The shell's User Timing mark at the takeover of a snapshot (host/src/app/prerender-takeover.ts). */
const TAKEOVER_MARK = 'qs-takeover';

/** When the live page replaced the snapshot on Lighthouse's phone with applied (devtools) throttling; null without a snapshot. */
export const measureTakeover = async (port, url) => {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyAudits: ['user-timings'], throttlingMethod: 'devtools' });
  const audit = result?.lhr.audits['user-timings'];
  const marks = audit?.details && 'items' in audit.details ? audit.details.items : [];
  return marks.find((item) => item.name === TAKEOVER_MARK)?.startTime ?? null;
};
