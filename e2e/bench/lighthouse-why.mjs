// `node e2e/bench/lighthouse-why.mjs /path` (or a whole URL, such as a partner's http://aliado.localhost:3000/…): one
// Lighthouse run (mobile preset) on a page of the running site (http://localhost:3000), printing what explains its score: the LCP element and its phases, JS boot-up
// per script, main-thread work by kind, the longest tasks and the layout shifts with their elements.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const address = process.argv[2] ?? '/';
const url = /^https?:\/\//.test(address) ? address : 'http://localhost:3000' + address;
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
});
const result = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
const { lhr } = result;
// Read loosely: this prints whatever fields each audit's details have.
const a = /** @type {Record<string, any>} */ (lhr.audits);
console.log(
  url,
  'perf',
  lhr.categories.performance?.score,
  'FCP',
  a['first-contentful-paint'].displayValue,
  'LCP',
  a['largest-contentful-paint'].displayValue,
  'TBT',
  a['total-blocking-time'].displayValue,
  'CLS',
  a['cumulative-layout-shift'].displayValue,
  'SI',
  a['speed-index'].displayValue,
);
console.log(
  'LCP element',
  JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet),
  JSON.stringify(
    a['largest-contentful-paint-element']?.details?.items?.[1]?.items?.map((i) => [i.phase, Math.round(i.timing)]),
  ),
);
console.log(
  'bootup',
  JSON.stringify(
    a['bootup-time'].details.items
      .slice(0, 8)
      .map((i) => [
        i.url.replace('http://localhost:', ''),
        Math.round(i.total),
        Math.round(i.scripting),
        Math.round(i.scriptParseCompile),
      ]),
  ),
);
console.log(
  'mainthread',
  JSON.stringify(a['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)])),
);
console.log(
  'longtasks',
  JSON.stringify(
    a['long-tasks'].details.items
      .slice(0, 12)
      .map((i) => [i.url.replace('http://localhost:', ''), Math.round(i.startTime), Math.round(i.duration)]),
  ),
);
console.log(
  'shifts',
  JSON.stringify(a['layout-shifts']?.details?.items?.map((i) => [i.node?.snippet?.slice(0, 90), i.score])),
);
await chrome.kill();
