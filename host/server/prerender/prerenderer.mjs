// Takes snapshots of the live site with the system Chromium (playwright-core), one page at a time by
// default, in the background: a request never waits for it (docs/adr/0007-prerendered-html.md).
import { PRERENDER_TIMEOUT_MS, routeAreaState } from '../../src/app/route-area.mjs';
import { lowerChildrenGroups } from './browser-priority.mjs';
import { sanitizeSnapshot } from './sanitize-snapshot.mjs';
import { PRERENDERER_HEADER } from './serve-snapshot.mjs';
import { isPartner, isPublicPath, isSnapshotPage, kindFrameKeyOf, pageUrl, snapshotKey } from './snapshot-page.mjs';

/** A prerender agent (docs/product/shell.md#crawlers: the site treats it as not a real browser, so every card loads at once). */
const AGENT = 'QuieroSeguroPrerender/1.0 (prerender)';
export const VARIANTS = {
  desktop: { viewport: { width: 1280, height: 800 }, userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 ${AGENT}` },
  mobile: {
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    userAgent: `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 ${AGENT}`,
  },
};

/** After the area looks complete, it must still be complete this much later (a last request may be on its way). */
const SETTLE_MS = 300;
const POLL_MS = 100;
/** The browser is closed after this long without work: it holds memory the site's servers could use. */
const IDLE_CLOSE_MS = 30_000;
/** How many of the last captures the status lists. */
export const RECENT_CAPTURES = 50;

const COMPLETE = `(${routeAreaState.toString()})(document.getElementById('root')) === 'complete'
  && (!document.querySelector('main .qs-pdf-document') || window.prerenderReady === true)`;
const SANITIZE = `(${sanitizeSnapshot.toString()})(document)`;

/** Paths of public pages the snapshot links to (company pages link their plans): warmed while there is room. */
export const linkedPublicPaths = (html) =>
  [...new Set([...html.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1]))].filter(isPublicPath);

/**
 * What sanitize-snapshot.mjs keeps of a page (`frame`: null for a page without view parts).
 * @typedef {{ html: string, css: string, stylesheets: { href: string, media?: string }[], frame?: string|null, kindFrame?: string|null, title?: string, description?: string }} Snapshot
 * @typedef {{ siteUrl: string, pathname: string, partner?: string|null, variant: string, token: string, timeoutMs?: number, log?: (line: string) => void }} CaptureJob
 * @typedef {(browser: any, job: CaptureJob) => Promise<Snapshot|null>} Capture
 */

/**
 * One snapshot of `pathname` (a snapshot page: a path, or a comparator's path with its results view) on the
 * main site or on `partner`'s host name, or null when the page did not complete in time, showed an error
 * or moved.
 * @param {import('playwright-core').Browser} browser
 * @param {CaptureJob} job
 * @returns {Promise<Snapshot & { capturedAt: number } | null>}
 */
export const capturePage = async (browser, { siteUrl, pathname, partner = null, variant, token, timeoutMs = PRERENDER_TIMEOUT_MS, log = () => {} }) => {
  const refuse = (reason) => {
    log(`prerender: no snapshot of ${partner ? `${partner} ` : ''}${pathname} (${variant}): ${reason}`);
    return null;
  };
  // The page's own address, never another: refused before Chromium sees it (ADR 0007, "A visitor cannot drive it").
  if (!isSnapshotPage(pathname) || !isPartner(partner)) return refuse('not a page of this site');
  const resolved = pageUrl(siteUrl, pathname, partner);
  const site = new URL(resolved.origin);
  if (`${resolved.pathname}${resolved.search}` !== pathname) return refuse('not a page of this site');
  const context = await browser.newContext({ ...VARIANTS[variant], serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const target = resolved.href;
    // Only the document request says "prerenderer": a custom header on the slices' cross-origin requests
    // would make them CORS-preflighted.
    await page.route((url) => url.href === target, (route) => route.continue({ headers: { ...route.request().headers(), [PRERENDERER_HEADER]: token } }));
    const started = Date.now();
    await page.goto(target, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
    // Polled from here: `waitForFunction` with source text evaluates it in the page, which the CSP forbids.
    while (!(await page.evaluate(COMPLETE))) {
      if (Date.now() - started > timeoutMs) return refuse(`not complete after ${timeoutMs} ms`);
      await page.waitForTimeout(POLL_MS);
    }
    await page.waitForTimeout(SETTLE_MS);
    if (!(await page.evaluate(COMPLETE))) return refuse('it changed after looking complete');
    const landed = new URL(page.url());
    if (landed.origin !== site.origin || landed.pathname !== resolved.pathname) return refuse(`it moved to ${landed.origin === site.origin ? landed.pathname : 'another site'}`);
    const snapshot = /** @type {Snapshot|null} */ (await page.evaluate(SANITIZE));
    if (!snapshot || /<(script|iframe)\b/i.test(snapshot.html)) return refuse('its markup kept code');
    return { ...snapshot, capturedAt: Date.now() };
  } catch (error) {
    return refuse((error instanceof Error ? error.message : String(error)).split('\n')[0]);
  } finally {
    await context.close().catch(() => {});
  }
};

/**
 * Chromium's flag that resolves the site's name to the address this server listens on: the page then has the
 * site's own origin (which the remotes' and the API's CORS accept) without any DNS. None for `localhost`.
 */
export const resolverRules = (siteUrl, resolveTo) => {
  const { hostname } = new URL(siteUrl);
  if (!resolveTo || hostname === 'localhost') return [];
  // A server listening on every address is reached on loopback.
  const address = ['localhost', '0.0.0.0', '::'].includes(resolveTo) ? '127.0.0.1' : resolveTo;
  // Partners' host names too ({partner}.{domain}: their own snapshots). `*.localhost` is loopback already.
  return [`--host-resolver-rules=MAP ${hostname} ${address},MAP *.${hostname} ${address}`];
};

const launcherFor = (siteUrl, resolveTo, log) => async () => {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.QS_PRERENDER_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--no-first-run', ...resolverRules(siteUrl, resolveTo)],
  });
  // Chromium starts in a session of its own: its autogroup takes the worker's niceness (browser-priority.mjs).
  await lowerChildrenGroups({ log });
  return browser;
};

/**
 * A queue of (path, variant) jobs with bounded concurrency and length. `enqueue` is cheap and never waits;
 * a job whose snapshot became fresh meanwhile is skipped; a path that failed is not tried again for
 * `failureBackoffMs` (a 404 landing or a page that never completes must not keep Chromium busy).
 * `followLinks: false` takes only the pages asked for, not the public pages their snapshots link to.
 * @param {{ siteUrl: string, resolveTo?: string, store: import('./snapshot-store.mjs').SnapshotStore, token: string, capture?: Capture,
 *   launch?: () => Promise<import('playwright-core').Browser>, concurrency?: number, maxQueue?: number, maxPerClient?: number,
 *   failureBackoffMs?: number, now?: () => number, log?: (line: string) => void, verbose?: boolean, followLinks?: boolean }} options
 */
export const createPrerenderer = ({
  siteUrl,
  resolveTo,
  store,
  token,
  capture = capturePage,
  launch,
  concurrency = 1,
  maxQueue = 100,
  maxPerClient = Math.max(2, Math.floor(maxQueue / 10)),
  failureBackoffMs = 5 * 60_000,
  now = Date.now,
  log = () => {},
  verbose = false,
  followLinks = true,
}) => {
  // A visitor's miss goes before the warm-up and the linked pages: it is the page someone asked for.
  const urgent = [];
  const background = [];
  const queued = new Set();
  let closed = false;
  const say = (line) => !closed && log(line);
  const failedUntil = new Map();
  // Visitor-driven jobs queued per client (its address): one client fills at most its share of the queue.
  const perClient = new Map();
  const release = (client) => {
    if (client === undefined) return;
    const left = (perClient.get(client) ?? 1) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  };
  let running = 0;
  let captured = 0;
  // The last captures, newest last: which page each one took (for the status, so a tool can tell one page's
  // captures from the rest of the worker's).
  const recent = [];
  let browser = null;
  let idleTimer = null;

  const browserNow = async () => {
    clearTimeout(idleTimer);
    browser ??= (launch ?? launcherFor(siteUrl, resolveTo, say))();
    return browser;
  };
  const closeWhenIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(async () => {
      if (running || urgent.length || background.length || !browser) return;
      const closing = browser;
      browser = null;
      (await closing.catch(() => null))?.close().catch(() => {});
    }, IDLE_CLOSE_MS);
    idleTimer.unref?.();
  };

  const runJob = async ({ key, pathname, partner, variant, low, pinned, version, refresh }) => {
    // Another host may have asked for it already: what is fresh in the shared store is not taken again (for a
    // refresh: what is not yet due, or was taken again meanwhile).
    if (!(await store.isStale(key, version, { refresh }))) return;
    // Background work only fills room: with a full store, each linked page would push out another
    // one, which a later snapshot links to again, and the crawl would never end.
    if (low && !pinned && (await store.wouldEvict(key))) return;
    const started = now();
    const snapshot = await capture(await browserNow(), { siteUrl, pathname, partner, variant, token, log: say });
    if (!snapshot) {
      failedUntil.set(key, now() + failureBackoffMs);
      return;
    }
    const { kindFrame, ...pageSnapshot } = snapshot;
    await store.set(key, version, pageSnapshot, { pinned });
    // The page's kind frame, for the pages of its kind no one has asked for yet (kind-frame.mjs).
    const kindKey = kindFrame ? kindFrameKeyOf(pathname, variant, partner) : null;
    if (kindKey) await store.set(kindKey, version, { html: '', frame: kindFrame, css: snapshot.css, stylesheets: snapshot.stylesheets }, { pinned: true, frameOnly: true });
    captured += 1;
    recent.push({ number: captured, key });
    if (recent.length > RECENT_CAPTURES) recent.shift();
    if (verbose) say(`prerender: ${partner ? `${partner} ` : ''}${pathname} (${variant}) in ${now() - started} ms, ${Math.round((snapshot.html.length + snapshot.css.length) / 1024)} KiB`);
    if (followLinks) for (const linked of linkedPublicPaths(snapshot.html)) api.enqueue(linked, variant, { low: true, version, partner });
  };

  const pump = () => {
    while (running < concurrency && (urgent.length || background.length)) {
      const job = urgent.length ? urgent.shift() : background.shift();
      running += 1;
      runJob(job)
        .catch((error) => {
          failedUntil.set(job.key, now() + failureBackoffMs);
          // A Chromium that cannot start is retried on the next job.
          browser = null;
          say(`prerender: ${job.partner ? `${job.partner} ` : ''}${job.pathname} failed: ${error.message}`);
        })
        .finally(() => {
          queued.delete(job.key);
          release(job.client);
          running -= 1;
          if (urgent.length || background.length) pump();
          else if (!running) closeWhenIdle();
        });
    }
  };

  const api = {
    /**
     * Adds a job unless it is not a snapshot page of this site (snapshot-page.mjs), is queued, failed recently, or the queue is full.
     * `low` (the warm-up, linked pages) waits behind every visitor's miss and only while the queue is at
     * most half full. `client` (a visitor's address) may have at most `maxPerClient` jobs waiting.
     * `pinned` (the warm set) is kept in the store before any page a visitor asked for. `version` is the
     * registry the asking host serves the page with (the snapshot is tagged with it). `partner` (a
     * subdomain label) takes the page on that partner's host name. `refresh` takes a page whose snapshot is
     * still served but has lived half its TTL (refresh-ahead: a page visitors ask for never expires under them).
     * @param {string} pathname
     * @param {string} variant
     * @param {{ low?: boolean, pinned?: boolean, client?: string, version?: string, partner?: string|null, refresh?: boolean }} [options]
     */
    enqueue(pathname, variant, { low = false, pinned = false, client, version, partner = null, refresh = false } = {}) {
      if (closed || !isSnapshotPage(pathname) || !isPartner(partner) || !Object.hasOwn(VARIANTS, variant) || typeof version !== 'string') return false;
      const key = snapshotKey(variant, pathname, partner);
      if (queued.has(key) || (failedUntil.get(key) ?? 0) > now()) return false;
      if (urgent.length + background.length >= (low ? maxQueue / 2 : maxQueue)) return false;
      if (client !== undefined && (perClient.get(client) ?? 0) >= maxPerClient) return false;
      queued.add(key);
      if (client !== undefined) perClient.set(client, (perClient.get(client) ?? 0) + 1);
      (low ? background : urgent).push({ key, pathname, partner, variant, low, pinned, client, version, refresh });
      pump();
      return true;
    },
    get pending() {
      return urgent.length + background.length + running;
    },
    /** What waits: visitors' misses and background work (warm-up, linked pages), and what runs. */
    get queue() {
      return { visitors: urgent.length, background: background.length, running };
    },
    /** Snapshots taken since the start. */
    get captured() {
      return captured;
    },
    /** The last RECENT_CAPTURES captures, oldest first: `number` counts from 1 as `captured` does, `key` is snapshotKey(). */
    get recent() {
      return recent.map((entry) => ({ ...entry }));
    },
    async close() {
      closed = true;
      urgent.length = 0;
      background.length = 0;
      perClient.clear();
      clearTimeout(idleTimer);
      const closing = browser;
      browser = null;
      if (closing) await (await closing.catch(() => null))?.close().catch(() => {});
    },
  };
  return api;
};

/** @typedef {ReturnType<typeof createPrerenderer>} Prerenderer */
