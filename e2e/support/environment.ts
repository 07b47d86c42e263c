import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const E2E_TMP = path.join(ROOT, 'e2e/.e2e-tmp');
export const REGISTRY_FILE = path.join(E2E_TMP, 'remotes.json');
export const DEFAULT_REGISTRY = path.join(ROOT, 'host/registry/remotes.local.json');
/** The folder the host's capture worker writes snapshots to, and the port it listens on: a second host joins them. */
export const SNAPSHOT_DIR = path.join(E2E_TMP, 'snapshots');
export const CAPTURE_PORT = 3011;

/** A fresh data folder and a copy of the local registry for this run; returns the site's env. */
export const prepareE2eEnvironment = (): Record<string, string> => {
  if (!process.env.QS_E2E_PREPARED) {
    // The token hosts and the capture worker share, this run's own (the Playwright workers read it here).
    process.env.QS_E2E_PRERENDER_TOKEN = randomBytes(16).toString('hex');
    rmSync(E2E_TMP, { recursive: true, force: true });
    mkdirSync(path.join(E2E_TMP, 'data'), { recursive: true });
    copyFileSync(DEFAULT_REGISTRY, REGISTRY_FILE);
    process.env.QS_E2E_PREPARED = '1';
  }
  return {
    QS_DATA_DIR: path.join(E2E_TMP, 'data'),
    QS_REGISTRY_FILE: REGISTRY_FILE,
    // The journeys call compare many times from one address; the bot rule has its own API tests.
    QS_COMPARE_LIMIT: '100000',
    // Every request of the run comes from loopback: the browser's, the capture worker's Chromium taking each page a
    // spec visits, the hosts' own lookups. Two full runs of the suite each had one phone spec at the start of the
    // mobile project find the API refusing it as a whole (no bell, no plan, no PDF), near the 1000 a minute a
    // visitor gets. The limit has its own API tests (a visitor's address, as in production).
    QS_RATE_LIMIT_MAX: '100000',
    // Chat availability must not depend on the clock (support hours); partners without chat still get none.
    QS_CHAT_MODE: 'always',
    // Prerendering stays on (docs/adr/0007), but the warm-up takes only the first few public pages: on a
    // 2-core runner a background Chromium for 40 pages × 2 viewports doubles the suite's time. Pages the
    // specs visit are still taken on their first visit, as for any visitor.
    QS_PRERENDER_WARM: '6',
    // Nor does it crawl the pages those link to: on a slow machine the crawl (up to the cache's 200 pages)
    // kept the first minutes of the suite so busy that early specs timed out. The crawl has unit tests
    // (host/server/prerender/prerenderer.test.mjs).
    QS_PRERENDER_FOLLOW_LINKS: 'off',
    // Known to the spec that starts a second host on the same worker and folder (prerender-shared.spec.ts).
    QS_SNAPSHOT_DIR: SNAPSHOT_DIR,
    QS_CAPTURE_PORT: String(CAPTURE_PORT),
    QS_PRERENDER_TOKEN: process.env.QS_E2E_PRERENDER_TOKEN!,
    // A second origin of the main site: the host in front of two API instances (support/api-instances.ts)
    // loads the slices from this run's servers, which answer CORS only for the site's origins.
    QS_SITE_ORIGINS: 'http://localhost:3013',
  };
};
